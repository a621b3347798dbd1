import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { languageAbbrPattern } from '../../shared/languageAbbr';

/**
 * A language's name in itself, as its readers look for it in the site's switch: "Deutsch" for "de",
 * "Português (Brasil)" for "pt-br", "العربية" for "ar". Undefined for a code the browser does not know.
 */
export function ownLanguageName(code: string): string | undefined {
  const abbr = code.trim().toLowerCase();
  if (!languageAbbrPattern.test(abbr)) return undefined;
  try {
    const name = new Intl.DisplayNames([abbr], { type: 'language', fallback: 'none' }).of(abbr);
    return name && name.charAt(0).toLocaleUpperCase(abbr) + name.slice(1);
  } catch {
    return undefined;
  }
}

/**
 * Fills Dil Adı with the language's own name while Dil Kodu is typed, until someone types a name of their
 * own: the office need not know how a language names itself, and may still write another name.
 */
export function LanguageNameFromCode() {
  const { setValue, getFieldState } = useFormContext();
  const code = useWatch({ name: 'abbr' }) as unknown;
  useEffect(() => {
    if (getFieldState('lang').isDirty) return;
    setValue('lang', typeof code === 'string' ? (ownLanguageName(code) ?? '') : '');
  }, [code, getFieldState, setValue]);
  return null;
}
