import { languageAbbrPattern } from '../../shared/languageAbbr';
import { TextInput } from '../common/SchemaInputs';
import { useFollowingField } from '../common/useFollowingField';

/**
 * A language's name in itself, as its readers look for it in the site's switch: "Deutsch" for "de",
 * "Português (Brasil)" for "pt-br", "العربية" for "ar". Empty for a code the browser does not know.
 */
export function ownLanguageName(code: string): string {
  const abbr = code.trim().toLowerCase();
  if (!languageAbbrPattern.test(abbr)) return '';
  try {
    const name = new Intl.DisplayNames([abbr], { type: 'language', fallback: 'none' }).of(abbr) ?? '';
    return name.charAt(0).toLocaleUpperCase(abbr) + name.slice(1);
  } catch {
    return '';
  }
}

/**
 * Dil Adı, filled with the language's own name while Dil Kodu is typed, until someone types a name of their
 * own: the office need not know how a language names itself, and may still write another name.
 */
export function LanguageNameInput() {
  useFollowingField('abbr', 'lang', ownLanguageName);
  return <TextInput source="lang" helperText="app.languages.lang_hint" fullWidth />;
}
