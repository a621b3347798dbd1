import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AdminFile } from '../../shared/schemas/product';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useSortableAccessibility } from '../common/useSortableAccessibility';
import { imageAccept } from '../catalogue/imageFiles';
import { GalleryTile } from './GalleryTile';
import { type GalleryOwner, useGallery } from './useGallery';

export interface GalleryProps extends GalleryOwner {
  /** The record's files as the server sent them (every gallery type; this one is picked out). */
  files: readonly AdminFile[];
  title?: string;
}

/**
 * A record's image gallery (courses, content pages): upload many images at once (by button or by dropping
 * them here), drag to reorder, delete after the spec's confirmation. The first image is the cover ('Kapak').
 */
export function Gallery({ files: initial, title, ...owner }: GalleryProps) {
  const translate = useTranslate();
  const gallery = useGallery(owner, initial);
  const [deleting, setDeleting] = useState<AdminFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [dropping, setDropping] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const disabled = gallery.saving || gallery.uploading || busy;
  const accessibility = useSortableAccessibility(gallery.ids, (id) =>
    translate('app.catalogue.gallery.image_n', { n: gallery.ids.indexOf(id) + 1 }),
  );

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    if (disabled) return;
    void gallery.upload([...event.dataTransfer.files]);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    await gallery.remove(deleting);
    setBusy(false);
    setDeleting(null);
  };

  return (
    <Box
      component="section"
      aria-label={title ?? translate('app.catalogue.gallery.title')}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) {
          event.preventDefault();
          setDropping(true);
        }
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dropping ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: { xs: 1.5, sm: 2 },
        bgcolor: dropping ? 'action.hover' : 'transparent',
        width: '100%',
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1.5 }}
      >
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {title ?? translate('app.catalogue.gallery.title')}{' '}
            <Typography component="span" color="text.secondary">
              ({gallery.files.length})
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.catalogue.gallery.hint')}
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={disabled}
          onClick={() => input.current?.click()}
          sx={{ flexShrink: 0 }}
        >
          {translate('app.catalogue.gallery.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={imageAccept}
          multiple
          hidden
          data-testid="gallery-files"
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            event.target.value = '';
            void gallery.upload(picked);
          }}
        />
      </Stack>
      {gallery.uploading && (
        <LinearProgress sx={{ mb: 1.5 }} aria-label={translate('app.catalogue.gallery.uploading')} />
      )}
      {gallery.refused.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {translate('app.catalogue.images.wrong_type', { names: gallery.refused.join(', ') })}
        </Alert>
      )}
      {gallery.files.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {translate('app.catalogue.gallery.empty')}
        </Typography>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={gallery.onDragEnd}
          accessibility={accessibility}
        >
          <SortableContext items={gallery.ids} strategy={rectSortingStrategy}>
            <Box
              component="ol"
              aria-busy={gallery.saving}
              sx={{
                display: 'grid',
                gridTemplateColumns: {
                  xs: 'repeat(2, minmax(0, 1fr))',
                  sm: 'repeat(auto-fill, minmax(160px, 1fr))',
                },
                gap: 1.5,
                p: 0,
                m: 0,
              }}
            >
              {gallery.files.map((file, index) => (
                <GalleryTile
                  key={file.id}
                  file={file}
                  index={index}
                  disabled={disabled}
                  onDelete={setDeleting}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      <ConfirmDialog
        open={deleting !== null}
        loading={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
