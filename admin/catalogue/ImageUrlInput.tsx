import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, FormLabel, Stack } from '@mui/material';
import { type ChangeEvent, useId, useRef } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { ImageAltInput } from './ImageAltInput';
import { ImagePreview } from './ImagePreview';
import { HiddenImagePicker } from './HiddenImagePicker';
import { useImageUpload } from './useImageUpload';

export interface ImageUrlInputProps {
  /** The field holding the image's URL (/uploads/…), as content blocks store images. */
  source: string;
  label: string;
  /** A small preview for icons (file_img). */
  compact?: boolean;
  /** The image's per-language alt text beside it ('image_alt'): its inputs show under the image. */
  altSource?: string;
  /** The image's "only decorates" flag ('image_decorative'), for an image that may have no alt text. */
  decorativeSource?: string;
}

/**
 * An image of a content block, stored as its URL: the picked image is uploaded at once through
 * POST /api/admin/uploads/image (the server checks and converts it) and the field takes the returned URL.
 */
export function ImageUrlInput({
  source,
  label,
  compact = false,
  altSource,
  decorativeSource,
}: ImageUrlInputProps) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({
    source,
    defaultValue: '',
    parse: (value: unknown) => value ?? '',
  });
  const { upload, uploading } = useImageUpload();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const url = typeof field.value === 'string' ? field.value : '';
  const title = translate(label);
  const size = compact ? { width: 56, height: 56 } : { width: 160, height: 100 };

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const image = await upload(file);
    if (image) field.onChange(image.url);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1.5 }} aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`} component="legend" sx={{ fontSize: 13, fontWeight: 600, mb: 0.75 }}>
        {title}
      </FormLabel>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ImagePreview
          src={url || undefined}
          alt={title}
          {...size}
          fit={compact ? 'contain' : 'cover'}
          invalid={fieldState.invalid}
          busy={uploading}
        />
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<UploadIcon />}
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            {translate(url ? 'app.catalogue.images.replace' : 'app.catalogue.images.choose')}
          </Button>
          {url && (
            <Button color="error" size="small" startIcon={<DeleteIcon />} onClick={() => field.onChange('')}>
              {translate('app.catalogue.images.remove')}
            </Button>
          )}
        </Stack>
      </Stack>
      {fieldState.error?.message && (
        <FormHelperText error>{translate(fieldState.error.message)}</FormHelperText>
      )}
      <HiddenImagePicker ref={input} onChange={(event) => void onPick(event)} />
      {altSource && (
        <ImageAltInput source={altSource} decorativeSource={decorativeSource} hasImage={Boolean(url)} />
      )}
    </Box>
  );
}
