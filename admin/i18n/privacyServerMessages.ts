import { personalDataMessages } from '../../shared/personalData';
import { retentionDaysMessage, retentionMonthsMessage } from '../../shared/schemas/kvkkSettings';
import { waitlistHoldHoursMessage } from '../../shared/schemas/siteSettings';

/*
 * Issue 29's server messages in English, keyed by their Turkish (see serverMessagesEnglish.ts): the personal
 * data requests' refusals and answers, the retention periods and "run now", the waiting list's.
 */

/** Typed by the shared messages' keys: a message added there without its English fails the type check. */
const personalDataEnglish: Record<keyof typeof personalDataMessages, string> = {
  email: 'Enter a valid e-mail address',
  phone: 'A phone number has at least 7 digits',
  emailOrPhone: 'Enter an e-mail address or a phone number',
  confirm: 'Type SİL to erase',
  erased: 'The personal data was erased',
  selfErase: "The signed-in user's own data cannot be erased here",
  lastAdmin: "The last active administrator's data cannot be erased; add another administrator first",
};

export const privacyServerMessagesEnglish: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(personalDataMessages).map(([key, turkish]) => [
      turkish,
      personalDataEnglish[key as keyof typeof personalDataMessages],
    ]),
  ),
  [retentionMonthsMessage]: 'The retention period is a whole number of months from 0 to 120',
  [retentionDaysMessage]: 'The retention period is a whole number of days from 0 to 365',
  // server/routes/admin/kvkk.ts and server/services/waitlistOffers.ts word these.
  'Saklama süresi dolan kayıtlar temizlendi': 'Records past their retention period were cleared',
  'Bu oturumda boş yer yok': 'This session has no free seat',
  [waitlistHoldHoursMessage]: 'The offer hold is a whole number of hours from 1 to 720',
};
