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
import { type DragEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AdminFile } from '../../shared/schemas/product';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useSortableAccessibility } from '../common/useSortableAccessibility';
import { HiddenImagePicker } from '../catalogue/HiddenImagePicker';
import { GalleryTile } from './GalleryTile';
import { ImageAltDialog, type ImageAltEntry, type ImageAltValue } from './ImageAltDialog';
import { type GalleryOwner, useGallery } from './useGallery';

export interface GalleryProps extends GalleryOwner {
  /** The record's files as the server sent them (every gallery type; this one is picked out). */
  files: readonly AdminFile[];
  title?: string;
}

/**
 * A record's image gallery (courses, content pages): upload many images at once (by button or by dropping
 * them here; their alt texts are asked first), drag to reorder, edit an image's alt text, delete after the
 * spec's confirmation. The first image is the cover ('Kapak'). An image with no alt text that is not marked
 * decorative is flagged ("Alternatif metin yok").
 */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function Gallery({ files: initial, title, ...owner }: GalleryProps) {
  const translate = useTranslate();
  const gallery = useGallery(owner, initial);
  const [deleting, setDeleting] = useState<AdminFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [dropping, setDropping] = useState(false);
  /** Files picked and accepted, waiting for their alt texts before they are sent. */
  const [pending, setPending] = useState<File[]>([]);
  const [editing, setEditing] = useState<AdminFile | null>(null);
  const pendingEntries = usePendingEntries(pending);
  const editingEntries = useMemo<ImageAltEntry[]>(
    () =>
      editing
        ? [
            {
              name: translate('app.catalogue.gallery.image_n', { n: gallery.ids.indexOf(editing.id) + 1 }),
              previewUrl: editing.thumb_url,
              alt: editing.alt,
              decorative: editing.decorative,
            },
          ]
        : [],
    [editing, gallery.ids, translate],
  );
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
    setPending(gallery.accept([...event.dataTransfer.files]));
  };

  const uploadPending = (alts: ImageAltValue[]) => {
    const files = pending;
    setPending([]);
    void gallery.upload(files, alts);
  };

  const saveEditing = async ([value]: ImageAltValue[]) => {
    if (!editing || !value) return;
    setBusy(true);
    const saved = await gallery.saveAlt(editing, value);
    setBusy(false);
    if (saved) setEditing(null);
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
        <HiddenImagePicker
          ref={input}
          multiple
          testId="gallery-files"
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            event.target.value = '';
            setPending(gallery.accept(picked));
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
                // Two columns on a phone, one on the smallest (a tile narrower than ~136 px has no room for its
                // handle, mark and two buttons).
                gridTemplateColumns: {
                  xs: 'repeat(auto-fill, minmax(136px, 1fr))',
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
                  onEditAlt={setEditing}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
      <ImageAltDialog
        open={pending.length > 0}
        title={translate('app.catalogue.images.alt_dialog_upload')}
        hint={translate('app.catalogue.images.alt_dialog_upload_hint')}
        entries={pendingEntries}
        confirmLabel={translate('app.catalogue.images.upload_now')}
        onConfirm={uploadPending}
        onClose={() => setPending([])}
      />
      <ImageAltDialog
        open={editing !== null}
        title={
          editingEntries[0]
            ? translate('app.catalogue.images.alt_edit', { name: editingEntries[0].name })
            : ''
        }
        entries={editingEntries}
        confirmLabel={translate('ra.action.save')}
        busy={busy}
        onConfirm={(values) => void saveEditing(values)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        loading={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

/** The dialog's entries for files waiting to be uploaded, with previews released when they go. */
function usePendingEntries(pending: readonly File[]): ImageAltEntry[] {
  const entries = useMemo(
    () =>
      pending.map((file) => ({
        name: file.name,
        previewUrl: URL.createObjectURL(file),
        alt: {},
        decorative: 0,
      })),
    [pending],
  );
  useEffect(() => () => entries.forEach((entry) => URL.revokeObjectURL(entry.previewUrl)), [entries]);
  return entries;
}
