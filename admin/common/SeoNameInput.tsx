import { useEffect, useRef } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugify } from '../../shared/slug';
import { keepText } from './keepText';

export interface SeoNameInputProps {
  source?: string;
  /** The field the address is made from (a contract's `name`, a course's `name.tr`). */
  from: string;
  /** The public path before the seo name, for the preview under the input ('/sozlesme/'). */
  urlPrefix?: string;
  label?: string;
}

/**
 * The seo name by the slug rule (SPEC §5), filled from `from` as it is typed until the user writes their own;
 * a typed value is normalised by the same rule when the input is left. The server applies the rule again.
 */
export function SeoNameInput({
  source = 'seo_name',
  from,
  urlPrefix,
  label = 'app.common.seo_name',
}: SeoNameInputProps) {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const fromValue = useWatch({ name: from }) as unknown;
  const seoName = useWatch({ name: source }) as unknown;
  const lastAuto = useRef<string | null>(null);

  useEffect(() => {
    const next = slugify(typeof fromValue === 'string' ? fromValue : '');
    const current = String(getValues(source) ?? '');
    // Follow the name only while the seo name is empty or still the one made from it.
    const follows =
      current === '' || current === lastAuto.current || (lastAuto.current === null && current === next);
    if (!follows) return;
    lastAuto.current = next;
    if (current !== next) setValue(source, next, { shouldDirty: true });
  }, [fromValue, source, setValue, getValues]);

  const preview =
    typeof seoName === 'string' && seoName !== '' && urlPrefix ? `${urlPrefix}${seoName}` : undefined;

  return (
    <TextInput
      source={source}
      label={label}
      fullWidth
      parse={keepText}
      helperText={
        preview ? translate('app.common.address_preview', { url: preview }) : 'app.common.seo_name_hint'
      }
      onBlur={(event) => setValue(source, slugify(event.target.value), { shouldDirty: true })}
    />
  );
}
