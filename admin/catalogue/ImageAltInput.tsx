import { Stack } from '@mui/material';
import { useWrappedSource } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Translated } from '../../shared/types';
import { TranslatedInput } from '../common/TranslatedInput';
import { FlagInput } from './FlagInput';
import { MissingAltChip } from './MissingAltChip';

export interface ImageAltInputProps {
  /** The record's per-language alt text: 'image_alt'. */
  source: string;
  /** The record's "only decorates" flag, where the image may have none: 'image_decorative'. */
  decorativeSource?: string;
  /** Whether the record has (or is getting) an image: the missing-alt mark only makes sense then. */
  hasImage: boolean;
}

/** The alt text of a record's image, one input per language, with the decorative switch and the mark. */
export function ImageAltInput({ source, decorativeSource, hasImage }: ImageAltInputProps) {
  // Inside a list (a content block's items) the sources are the row's: watched by their full names.
  const altName = useWrappedSource(source);
  const decorativeName = useWrappedSource(decorativeSource ?? source);
  // Without a decorative flag, the alt source is watched twice: the hook wants a fixed list of names.
  const [alt, decorative] = useWatch({ name: [altName, decorativeName] }) as [
    Translated | undefined,
    unknown,
  ];
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }}>
      {hasImage && <MissingAltChip alt={alt} decorative={decorativeSource ? (decorative as number) : 0} />}
      <TranslatedInput
        source={source}
        label="app.catalogue.images.alt"
        helperText="app.catalogue.images.alt_hint"
      />
      {decorativeSource && (
        <FlagInput source={decorativeSource} label="app.catalogue.images.decorative" defaultValue={0} />
      )}
    </Stack>
  );
}
