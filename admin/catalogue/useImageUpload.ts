import { useCallback, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider, UploadedImage } from '../dataProvider/dataProvider';
import { useFeedback } from '../common/notifications';
import { checkImageFiles } from './imageFiles';

/**
 * Sends one picked image to POST /api/admin/uploads/image and answers the stored image (its URL), or
 * undefined when the browser's quick type check or the server refused it; the server's own reason
 * (size, type) is shown as 'Başarısız! <message>'.
 */
export function useImageUpload() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const feedback = useFeedback();
  const [uploading, setUploading] = useState(false);

  const upload = useCallback(
    async (file: File): Promise<UploadedImage | undefined> => {
      const { accepted } = checkImageFiles([file]);
      if (accepted.length === 0) {
        notify('app.catalogue.images.wrong_type', { type: 'error', messageArgs: { names: file.name } });
        return undefined;
      }
      setUploading(true);
      try {
        return await dataProvider.uploadImage(file);
      } catch (error) {
        feedback.failure(error);
        return undefined;
      } finally {
        setUploading(false);
      }
    },
    [dataProvider, feedback, notify],
  );

  return { upload, uploading };
}
