import { contentMessagesEnglish, seatsBelowTaken } from '../../shared/contentMessages';
import { passwordRuleMessages } from '../../shared/schemas/messages';
import { mailOutboxMessagesEnglish } from '../../shared/mailOutbox';
import { privacyServerMessagesEnglish } from './privacyServerMessages';
import { languageMessagesEnglish } from '../../shared/languageMessages';
import { englishOfWordedServerMessage, serverMessagesEnglishTable } from '../../shared/serverMessages';

/**
 * Field errors the server words in Turkish, in English. react-admin looks a field error up as a message key
 * before showing it as it is, so the Turkish text itself is the key; in Turkish it shows unchanged. Every
 * message the server sends is here (issue 30; tests/api/server-messages-languages.test.ts reads the server's
 * code to prove it), the form rules' short spec texts ('Bu Alan Zorunlu') too.
 */
export const serverMessagesEnglish: Record<string, string> = {
  ...serverMessagesEnglishTable,
  ...Object.fromEntries(Object.values(passwordRuleMessages).map(({ tr, en }) => [tr, en])),
  ...contentMessagesEnglish,
  ...mailOutboxMessagesEnglish,
  ...privacyServerMessagesEnglish,
  ...languageMessagesEnglish,
};

/** A sentence with a number in it, as a pattern of its Turkish and its English. */
const worded = [seatsBelowTaken].map((message) => {
  const [before, middle, after] = message.tr('\u0000').split('\u0000');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    pattern: new RegExp(`^${escape(before)}(\\d+)${escape(middle)}\\1${escape(after)}$`),
    english: message.en,
  };
});

/** What follows a refusal naming records: their ids, "(#3, #5)" or ": #3, #5.". */
const idsTail = /^(?::? ?\(?#\d+(?:, #\d+)*\)?\.?)$/;

/**
 * The English of a server message that is more than a fixed text: a sentence with a number (the seat floor)
 * or a fixed refusal followed by the ids it is about. Undefined when it is neither.
 */
export function englishOfWorded(message: string): string | undefined {
  for (const { pattern, english } of worded) {
    const match = pattern.exec(message);
    if (match) return english(match[1]);
  }
  const wordedEnglish = englishOfWordedServerMessage(message);
  if (wordedEnglish !== undefined) return wordedEnglish;
  for (const [turkish, english] of Object.entries(serverMessagesEnglish)) {
    if (message.length > turkish.length && message.startsWith(turkish)) {
      const tail = message.slice(turkish.length).trim();
      if (idsTail.test(tail)) return `${english}${message.slice(turkish.length)}`;
    }
  }
  return undefined;
}
