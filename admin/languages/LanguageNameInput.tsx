import { ownLanguageName } from '../../shared/languageNames';
import { TextInput } from '../common/SchemaInputs';
import { useFollowingField } from '../common/useFollowingField';

/**
 * Dil Adı, filled with the language's own name while Dil Kodu is typed, until someone types a name of their
 * own: the office need not know how a language names itself, and may still write another name.
 */
export function LanguageNameInput() {
  useFollowingField('abbr', 'lang', ownLanguageName);
  return <TextInput source="lang" helperText="app.languages.lang_hint" fullWidth />;
}
