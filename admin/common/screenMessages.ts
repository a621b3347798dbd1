import { catalogueMessages } from '../catalogue/messages';
import { contractMessages } from '../contracts/messages';
import { inboxMessages } from '../inbox/messages';
import { languageMessages } from '../languages/messages';
import { openPositionMessages } from '../openPositions/messages';
import { pageMetaMessages } from '../pageMeta/messages';
import { preRegistrationMessages } from '../preRegistrations/messages';
import { settingsMessages } from '../settings/messages';
import { supportMessages } from '../support/messages';
import { userMessages } from '../users/messages';
import { commonEnglish, commonTurkish } from './messages';
import { mergeMessages } from './mergeMessages';

/**
 * The screens' own texts, one entry per resource folder (each exports `{ tr, en }` with `app` and
 * `resources` parts), merged into the panel's dictionaries by admin/i18n/tr.ts and en.ts.
 */
const parts: { tr: object; en: object }[] = [
  { tr: { app: commonTurkish }, en: { app: commonEnglish } },
  contractMessages,
  inboxMessages,
  userMessages,
  languageMessages,
  settingsMessages,
  pageMetaMessages,
  supportMessages,
  catalogueMessages,
  preRegistrationMessages,
  openPositionMessages,
];

export const screenMessagesTurkish = mergeMessages({}, ...parts.map((part) => part.tr));
export const screenMessagesEnglish = mergeMessages({}, ...parts.map((part) => part.en));
