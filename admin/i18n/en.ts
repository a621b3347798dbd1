import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { appEnglish } from './appEnglish';
import { registryEnglish } from './resourceMessages';
import { mergeMessages } from '../common/mergeMessages';
import { screenMessagesEnglish } from '../common/screenMessages';
import { serverMessagesEnglish } from './serverMessagesEnglish';

/** With the English texts: the server's worded messages in English (i18nProvider.ts). */
export { englishOfWorded } from './serverMessagesEnglish';

/** English, loaded only when chosen. */
export const en: TranslationMessages = mergeMessages(
  { ...englishMessages, app: appEnglish },
  registryEnglish,
  screenMessagesEnglish,
  serverMessagesEnglish,
);
