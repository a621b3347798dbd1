import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { localizedPath } from '../../shared/routes';
import { LanguageTabs } from './LanguageTabs';
import { SeoNameInput } from './SeoNameInput';

export interface SeoNamesInputProps {
  /** The field the address is made from: a per-language map ('title', each tab its own language) or one text ('name'). */
  from: string;
  /** Whether `from` is a per-language map (`title.tr`, `title.en`) rather than one text for every language. */
  fromTranslated?: boolean;
  /**
   * The Turkish public path before the address ('/kurs/'); each language's tab shows it under its prefix.
   * None for a record without a page of its own (a category: its slug is the calendar's filter).
   */
  pathPrefix?: string;
}

/**
 * The record's public address in each active language (issue 30), as tabs like its other texts: the default
 * language's is `seo_name` (required, made from the name when left empty, as before); every other language's is
 * `seo_names.<abbr>`, optional: left empty, that language's pages use the Turkish address under its prefix.
 * The server refuses a slug another record has in any language ('Bu SEO adı başka bir kayıtta kullanılıyor').
 */
export function SeoNamesInput({ from, fromTranslated = false, pathPrefix }: SeoNamesInputProps) {
  const translate = useTranslate();
  const turkishSlug = useWatch({ name: 'seo_name' }) as unknown;
  const title = translate('app.common.seo_name');
  return (
    <LanguageTabs label="app.common.seo_name" sources={['seo_names']}>
      {(language) => {
        const nameSource = fromTranslated ? `${from}.${language.abbr}` : from;
        const prefix = pathPrefix === undefined ? undefined : localizedPath(language.abbr, pathPrefix);
        const label = `${title} (${language.abbr.toUpperCase()})`;
        return language.is_default ? (
          <SeoNameInput from={nameSource} pathPrefix={prefix} label={label} />
        ) : (
          <SeoNameInput
            from={nameSource}
            source={`seo_names.${language.abbr}`}
            pathPrefix={prefix}
            label={label}
            emptyHint={translate('app.common.seo_name_other_hint')}
            fallbackSlug={typeof turkishSlug === 'string' ? turkishSlug : ''}
            // A name that is one text for every language would only repeat the Turkish address.
            followName={fromTranslated}
          />
        );
      }}
    </LanguageTabs>
  );
}
