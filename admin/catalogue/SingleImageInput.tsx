import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormLabel, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useEffect, useId, useMemo, useRef } from 'react';
import { useInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ImageAltInput } from './ImageAltInput';
import { ImagePreview } from './ImagePreview';
import { HiddenImagePicker } from './HiddenImagePicker';
import { takePickedImage } from './imageFiles';

export interface SingleImageInputProps {
  /** The multipart field the picked file goes in: 'photo', 'logo', 'image'. */
  source: string;
  /** The record's field with the stored image's URL: 'photo_url'. */
  urlSource: string;
  /** The flag asking the server to clear the stored image: 'remove_photo'. */
  removeSource: string;
  label: string;
  /** The record's per-language alt text of the image ('image_alt'): its inputs show under the image. */
  altSource?: string;
  /** The record's "only decorates" flag ('image_decorative'), for an image that may have no alt text. */
  decorativeSource?: string;
}

/**
 * One image of a record (an instructor's photo, a brand's logo, a news image): shows the stored or the
 * newly picked image, picks another (JPEG, PNG or WebP; the server checks the content) or removes it.
 * A picked file travels with the form as a file; removing sends `remove_<field>=1`.
 */
export function SingleImageInput({
  source,
  urlSource,
  removeSource,
  label,
  altSource,
  decorativeSource,
}: SingleImageInputProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const { setValue } = useFormContext();
  const { field } = useInput({
    source,
    defaultValue: undefined,
    parse: (value: unknown) => value,
    format: (value: unknown) => value,
  });
  const removed = useWatch({ name: removeSource }) === 1;
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const picked = field.value instanceof File ? field.value : undefined;
  const previewUrl = useMemo(() => (picked ? URL.createObjectURL(picked) : undefined), [picked]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  const storedUrl = typeof record?.[urlSource] === 'string' ? (record[urlSource] as string) : undefined;
  const shown = previewUrl ?? (removed ? undefined : storedUrl);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = takePickedImage(event.target, notify);
    if (!file) return;
    field.onChange(file);
    setValue(removeSource, 0, { shouldDirty: true });
  };

  const onRemove = () => {
    // undefined leaves the field out of the request; an empty value would also clear the stored image.
    field.onChange(undefined);
    if (storedUrl) setValue(removeSource, 1, { shouldDirty: true });
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }} aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`} component="legend" sx={{ fontSize: 13, fontWeight: 600, mb: 1 }}>
        {translate(label)}
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ImagePreview src={shown} alt={translate(label)} width={160} height={120} fit="contain" />
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<UploadIcon />}
            onClick={() => input.current?.click()}
          >
            {translate(shown ? 'app.catalogue.images.replace' : 'app.catalogue.images.choose')}
          </Button>
          {shown && (
            <Button color="error" size="small" startIcon={<DeleteIcon />} onClick={onRemove}>
              {translate('app.catalogue.images.remove')}
            </Button>
          )}
          <Typography variant="caption" color="text.secondary">
            {picked ? picked.name : translate('app.catalogue.images.hint')}
          </Typography>
        </Stack>
      </Stack>
      <HiddenImagePicker ref={input} testId={`${source}-file`} onChange={onPick} />
      {altSource && (
        <ImageAltInput source={altSource} decorativeSource={decorativeSource} hasImage={Boolean(shown)} />
      )}
    </Box>
  );
}
