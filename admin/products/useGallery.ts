import { useEffect, useState } from 'react';
import { type Identifier, useDataProvider } from 'react-admin';
import type { AdminFile } from '../../shared/schemas/product';
import type { ApiSuccess } from '../../shared/types';
import { useFeedback } from '../common/notifications';
import { useSortableOrder } from '../common/useSortableOrder';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { checkImageFiles } from '../catalogue/imageFiles';
import type { ImageAltValue } from './ImageAltDialog';

/** The server takes at most 20 files per request (server/plugins/formBody.ts); we send them in tens. */
const batchSize = 10;

export interface GalleryOwner {
  /** 'products' or 'contents' (resources.ts: `files` and `deleteFile` actions, `filesQueue`). */
  resource: string;
  /** The course id, or the content block's 'page/name'. */
  id: Identifier;
  galleryType?: string;
}

/**
 * A record's image gallery: upload many at once with their alt texts, drag to reorder (ONE files-queue
 * request per drop with the whole gallery, top first; rollback and 'Sıra Düzeni Değiştirilmedi!' on failure),
 * change one's alt text, delete one. The first image is the cover.
 */
// eslint-disable-next-line max-lines-per-function -- the gallery screen's state and its actions, one hook
export function useGallery(
  { resource, id, galleryType = 'gallery' }: GalleryOwner,
  initial: readonly AdminFile[],
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const feedback = useFeedback();
  const ofType = (files: readonly AdminFile[]) => files.filter((file) => file.gallery_type === galleryType);
  const [files, setFiles] = useState<readonly AdminFile[]>(() => ofType(initial));
  const [uploading, setUploading] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);

  // The record was read again (after a save elsewhere): the server's gallery wins.
  useEffect(() => {
    setFiles(initial.filter((file) => file.gallery_type === galleryType));
  }, [initial, galleryType]);

  const order = useSortableOrder({
    resource,
    records: files,
    save: (ids) => dataProvider.filesQueue(resource, id, ids, galleryType),
  });

  /** The picked files that are images (their alt texts are asked next); the others are reported. */
  function accept(picked: readonly File[]): File[] {
    const { accepted, refused: wrongType } = checkImageFiles(picked);
    setRefused(wrongType);
    return accepted;
  }

  /** Uploads accepted files, each with its alt text and flag (`alts[i]` for `accepted[i]`). */
  async function upload(accepted: readonly File[], alts: readonly ImageAltValue[] = []) {
    if (accepted.length === 0) return;
    setUploading(true);
    try {
      for (let start = 0; start < accepted.length; start += batchSize) {
        const response = await dataProvider.action<ApiSuccess<AdminFile[]>>(resource, 'files', {
          id,
          data: {
            files: accepted.slice(start, start + batchSize),
            gallery_type: galleryType,
            file_alts: JSON.stringify(alts.slice(start, start + batchSize)),
          },
        });
        setFiles(ofType(response.data));
      }
      feedback.success('success');
    } catch (error) {
      feedback.failure(error);
    } finally {
      setUploading(false);
    }
  }

  async function saveAlt(file: AdminFile, value: ImageAltValue) {
    try {
      const response = await dataProvider.action<ApiSuccess<AdminFile>>(resource, 'fileAlt', {
        id: file.id,
        data: { alt: JSON.stringify(value.alt), decorative: value.decorative },
      });
      setFiles((current) => current.map((item) => (item.id === file.id ? response.data : item)));
      feedback.success('updated');
      return true;
    } catch (error) {
      feedback.failure(error);
      return false;
    }
  }

  async function remove(file: AdminFile) {
    try {
      await dataProvider.action(resource, 'deleteFile', { id: file.id });
      setFiles((current) => current.filter((item) => item.id !== file.id));
      feedback.success('deleted');
      return true;
    } catch (error) {
      feedback.failure(error, 'delete_failed');
      return false;
    }
  }

  return {
    files: order.items,
    ids: order.ids,
    saving: order.saving,
    onDragEnd: order.onDragEnd,
    accept,
    upload,
    saveAlt,
    uploading,
    refused,
    remove,
  };
}
