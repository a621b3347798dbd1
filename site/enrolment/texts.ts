/*
 * The texts of pre-registration and "add to calendar" (issue 13), per language. They live here rather than in
 * the database dictionary: they are new with this feature and need plural forms the dictionary cannot hold.
 */
import { useLanguage } from '../i18n/LanguageContext';

const tr = {
  preRegister: 'Ön Kayıt',
  joinWaitlist: 'Bekleme listesine yazıl',
  seatsColumn: 'Kontenjan',
  seatsLeft: (n: number) => `${n} kişilik kontenjan`,
  seatsFew: (n: number) => `Son ${n} kontenjan`,
  seatsFull: 'Kontenjan dolu',
  seatsUnlimited: 'Kontenjan var',
  actionsColumn: 'Kayıt',
  addToCalendar: 'Takvime ekle',
  icsFile: 'Takvim dosyası (.ics)',
  googleCalendar: 'Google Takvim',
  outlookCalendar: 'Outlook',
  opensInNewTab: '(yeni sekmede açılır)',
  dialogTitle: 'Ön Kayıt',
  waitlistTitle: 'Bekleme Listesi',
  sessionLabel: 'Seçtiğiniz oturum',
  company: 'Firma / Kurum',
  participants: 'Katılımcı sayısı',
  note: 'Notunuz',
  submit: 'Ön Kaydı Gönder',
  submitWaitlist: 'Bekleme Listesine Yazıl',
  fullNotice: 'Bu oturumun kontenjanı dolu. Bekleme listesine yazılırsanız yer açıldığında sizi arayacağız.',
  notEnoughSeats: 'Bu oturumda istediğiniz kadar yer kalmadı. Bekleme listesine yazılabilirsiniz.',
  registered: 'Ön kaydınız alındı',
  waitlisted: 'Bekleme listesine alındınız',
  waitlistedBody: 'Yer açıldığında sizi arayacağız.',
  stickyNext: 'En yakın oturum',
  askTitle: 'Bilgi Al',
  askLead:
    'Bu eğitim için planlanmış bir oturum yok. Sorunuzu bırakın, tarih belirlenince size haber verelim.',
} as const;

type Texts = { [K in keyof typeof tr]: (typeof tr)[K] extends string ? string : (n: number) => string };

const en: Texts = {
  preRegister: 'Pre-register',
  joinWaitlist: 'Join the waiting list',
  seatsColumn: 'Seats',
  seatsLeft: (n) => `${n} seats left`,
  seatsFew: (n) => (n === 1 ? 'Last seat' : `Last ${n} seats`),
  seatsFull: 'Fully booked',
  seatsUnlimited: 'Seats available',
  actionsColumn: 'Registration',
  addToCalendar: 'Add to calendar',
  icsFile: 'Calendar file (.ics)',
  googleCalendar: 'Google Calendar',
  outlookCalendar: 'Outlook',
  opensInNewTab: '(opens in a new tab)',
  dialogTitle: 'Pre-registration',
  waitlistTitle: 'Waiting list',
  sessionLabel: 'Your session',
  company: 'Company / organisation',
  participants: 'Number of participants',
  note: 'Your note',
  submit: 'Send pre-registration',
  submitWaitlist: 'Join the waiting list',
  fullNotice:
    'This session is fully booked. Join the waiting list and we will call you when a seat frees up.',
  notEnoughSeats: 'This session has fewer seats left than you asked for. You can join the waiting list.',
  registered: 'Your pre-registration is received',
  waitlisted: 'You are on the waiting list',
  waitlistedBody: 'We will call you when a seat frees up.',
  stickyNext: 'Next session',
  askTitle: 'Ask about this course',
  askLead: 'No session of this course is scheduled. Leave your question and we will let you know the dates.',
};

export const enrolmentTexts: Record<string, Texts> = { tr, en };

/** The texts in the current language (Turkish for a language without its own). */
export function useEnrolmentTexts(): Texts {
  const { lang } = useLanguage();
  return enrolmentTexts[lang] ?? enrolmentTexts.tr;
}
