import { passwordRuleMessages } from '../../shared/schemas/messages';

/**
 * Field errors the server words in Turkish, in English. react-admin looks a field error up as a message key
 * before showing it as it is, so the Turkish text itself is the key; in Turkish it shows unchanged. Only the
 * sentences that explain a refusal are here; the form rules' short spec texts ('Bu Alan Zorunlu') stay
 * Turkish in both languages, as everywhere in the panel.
 */
export const serverMessagesEnglish: Record<string, string> = Object.fromEntries(
  Object.values(passwordRuleMessages).map(({ tr, en }) => [tr, en]),
);
