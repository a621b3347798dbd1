import AutorenewIcon from '@mui/icons-material/Autorenew';
import { IconButton, InputAdornment, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { TextInput } from './SchemaInputs';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugify } from '../../shared/slug';
import { keepText } from './keepText';
import { useFollowingField } from './useFollowingField';

export interface SeoNameInputProps {
  /** The field the address is made from: 'title.tr', 'name.tr' or 'name'. */
  from: string;
  /** The public path before the address ('/kurs/', '/sozlesme/'), for the preview under the input. */
  pathPrefix?: string;
  source?: string;
  label?: string;
  /** What an empty input means, when not "made from the name" (another language: the Turkish address). */
  emptyHint?: string;
  /** The slug the address has while the input is empty (another language: the Turkish one). */
  fallbackSlug?: string;
  /** Whether a new record's address follows the name (not when the name is one text for every language). */
  followName?: boolean;
}

/**
 * The record's public address, `seo_name` (SPEC §5 slug rule, shared/slug.ts), for every resource that has
 * one (courses, categories, instructors, brands, news, contracts). A new record's address follows its name
 * until someone types one; a saved record keeps its address (links to it exist) unless the button makes it
 * again from the name. A typed value is normalised by the same rule when the input is left; left empty, the
 * server makes it from the name.
 */
export function SeoNameInput({
  from,
  pathPrefix,
  source = 'seo_name',
  label = 'app.common.seo_name',
  emptyHint,
  fallbackSlug,
  followName = true,
}: SeoNameInputProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { setValue } = useFormContext();
  const seoName = useWatch({ name: source }) as unknown;
  const isNew = record?.id === undefined;
  // Follow the name only while the address is empty or still the one made from it.
  const nameText = useFollowingField(from, source, slugify, followName && isNew);

  const typed = slugify(typeof seoName === 'string' ? seoName : '');
  const slug = typed || (fallbackSlug ?? slugify(nameText));
  const preview =
    pathPrefix && slug ? translate('app.common.address_preview', { url: `${pathPrefix}${slug}` }) : '';
  const hint = emptyHint ?? translate('app.common.seo_name_hint');
  // Another language left empty: say both what empty means and the address it then has.
  const helper = typed || !emptyHint ? preview || hint : [hint, preview].filter(Boolean).join(' ');
  const remake = translate('app.common.seo_from_name');

  return (
    <TextInput
      source={source}
      label={label}
      helperText={helper}
      fullWidth
      // An untouched language is '' (undefined or null would be refused as no text).
      defaultValue=""
      parse={keepText}
      onBlur={(event) => setValue(source, slugify(event.target.value), { shouldDirty: true })}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={remake}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={remake}
                    disabled={!nameText}
                    onClick={() => setValue(source, slugify(nameText), { shouldDirty: true })}
                  >
                    <AutorenewIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
