import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box, Chip, IconButton, type IconButtonProps, Paper, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminFile } from '../../shared/schemas/product';
import { MissingAltChip } from '../catalogue/MissingAltChip';

export interface GalleryTileProps {
  file: AdminFile;
  index: number;
  disabled: boolean;
  onDelete: (file: AdminFile) => void;
  onEditAlt: (file: AdminFile) => void;
}

const tileButtonSx = {
  bgcolor: 'background.paper',
  boxShadow: 1,
  '&:hover': { bgcolor: 'background.paper' },
};

const tileBarSx = {
  position: 'absolute',
  inset: 0,
  p: 0.75,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  alignContent: 'flex-start',
  gap: 0.5,
} as const;

/** A tile's button: small, on a paper-coloured disc so it reads over any picture, explained by its tooltip. */
function TileButton({ title, sx, ...button }: IconButtonProps & { title: string }) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" sx={[tileButtonSx, ...(Array.isArray(sx) ? sx : [sx])]} {...button} />
    </Tooltip>
  );
}

/**
 * One image of the gallery: thumbnail, drag handle, position, the cover mark on the first, its alt text
 * (edit button; flagged when missing), delete.
 */
export function GalleryTile({ file, index, disabled, onDelete, onEditAlt }: GalleryTileProps) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: file.id,
      disabled,
    });
  const name = translate('app.catalogue.gallery.image_n', { n: index + 1 });
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      data-gallery-file={file.id}
      sx={{
        position: 'relative',
        listStyle: 'none',
        overflow: 'hidden',
        aspectRatio: '4 / 3',
        zIndex: isDragging ? 2 : 'auto',
        boxShadow: isDragging ? 8 : 'none',
        transform: CSS.Translate.toString(transform),
        transition,
        borderColor: index === 0 ? 'primary.main' : 'divider',
        borderWidth: index === 0 ? 2 : 1,
      }}
    >
      <img
        src={file.thumb_url}
        alt={file.alt.tr || name}
        loading="lazy"
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {/* The buttons wrap under the handle and the mark on a narrow tile (a phone's two columns), rather
          than the delete button falling off the tile's edge. */}
      <Box sx={tileBarSx}>
        <TileButton
          title={translate('app.sortable.handle_hint')}
          ref={setActivatorNodeRef}
          aria-label={translate('app.sortable.handle', { name })}
          sx={{ cursor: disabled ? 'default' : isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <DragIndicatorIcon fontSize="small" />
        </TileButton>
        <Chip
          size="small"
          label={index === 0 ? translate('app.catalogue.gallery.cover') : index + 1}
          color={index === 0 ? 'primary' : 'default'}
          sx={{ bgcolor: index === 0 ? undefined : 'background.paper', fontWeight: 700, boxShadow: 1 }}
        />
        <Box sx={{ ml: 'auto', display: 'flex', gap: 0.5 }}>
          <TileButton
            title={translate('app.catalogue.images.alt')}
            aria-label={translate('app.catalogue.images.alt_edit', { name })}
            onClick={() => onEditAlt(file)}
            disabled={disabled}
          >
            <EditNoteIcon fontSize="small" />
          </TileButton>
          <TileButton
            title={translate('ra.action.delete')}
            aria-label={translate('app.catalogue.gallery.delete', { name })}
            onClick={() => onDelete(file)}
            disabled={disabled}
            sx={{ color: 'error.main' }}
          >
            <DeleteIcon fontSize="small" />
          </TileButton>
        </Box>
      </Box>
      <Box sx={{ position: 'absolute', left: 6, bottom: 6, right: 6 }}>
        <MissingAltChip alt={file.alt} decorative={file.decorative} />
      </Box>
    </Paper>
  );
}
