import ImageIcon from '@mui/icons-material/Image';
import { CircularProgress, ToggleButton } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { type ChangeEvent, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { HiddenImagePicker } from './HiddenImagePicker';
import { useImageUpload } from './useImageUpload';

/**
 * The rich text toolbar's image button: instead of asking for a URL it uploads the picked image through our
 * own endpoint (POST /api/admin/uploads/image) and inserts the stored image at the cursor.
 */
export function UploadImageButton({ size }: { size?: 'small' | 'medium' | 'large' }) {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const input = useRef<HTMLInputElement>(null);
  const { upload, uploading } = useImageUpload();
  const label = translate('app.catalogue.images.insert');

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !editor) return;
    const image = await upload(file);
    if (image)
      editor
        .chain()
        .focus()
        .insertContent({ type: 'image', attrs: { src: image.url, alt: '' } })
        .run();
  };

  return (
    <>
      <ToggleButton
        value="image"
        size={size}
        aria-label={label}
        title={label}
        disabled={!editor || !editor.isEditable || uploading}
        onClick={() => input.current?.click()}
      >
        {uploading ? <CircularProgress size={16} /> : <ImageIcon fontSize="inherit" />}
      </ToggleButton>
      <HiddenImagePicker ref={input} testId="rich-text-image-file" onChange={(event) => void onPick(event)} />
    </>
  );
}
