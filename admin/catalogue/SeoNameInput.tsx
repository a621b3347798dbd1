import AutorenewIcon from '@mui/icons-material/Autorenew';
import { IconButton, InputAdornment, Tooltip } from '@mui/material';
import { useEffect, useRef } from 'react';
import { TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugify } from '../../shared/slug';

export interface SeoNameInputProps {
  /** The field the address is made from: 'title.tr', 'name.tr' or 'name'. */
  from: string;
  /** The public path before the address ('/kurs/'), shown under the input. */
  pathPrefix?: string;
}

/**
 * `seo_name`, the record's public address (SPEC §5 slug rule, shared/slug.ts). A new record's address follows
 * its title until someone types one; a saved record keeps its address (links to it exist) unless the
 * button makes it again from the title. Left empty, the server makes it from the title.
 */
export function SeoNameInput({ from, pathPrefix }: SeoNameInputProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { setValue, getValues } = useFormContext();
  const title = useWatch({ name: from }) as unknown;
  const seoName = useWatch({ name: 'seo_name' }) as unknown;
  const titleText = typeof title === 'string' ? title : '';
  const previous = useRef(titleText);
  const isNew = record?.id === undefined;

  useEffect(() => {
    const current = String(getValues('seo_name') ?? '');
    const following = current === '' || current === slugify(previous.current);
    if (isNew && following && titleText !== previous.current) {
      setValue('seo_name', slugify(titleText), { shouldDirty: true });
    }
    previous.current = titleText;
  }, [titleText, isNew, getValues, setValue]);

  const slug = slugify(typeof seoName === 'string' ? seoName : '');
  const helper = pathPrefix
    ? translate('app.catalogue.seo.address', { path: `${pathPrefix}${slug || slugify(titleText)}` })
    : translate('app.catalogue.seo.help');

  return (
    <TextInput
      source="seo_name"
      label="app.catalogue.fields.seo_name"
      helperText={helper}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={translate('app.catalogue.seo.from_title')}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={translate('app.catalogue.seo.from_title')}
                    disabled={!titleText}
                    onClick={() => setValue('seo_name', slugify(titleText), { shouldDirty: true })}
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
