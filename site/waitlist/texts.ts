/*
 * The texts of the waiting-list offer page (issue 29), per language. Like the enrolment texts they live here
 * rather than in the database dictionary: they are new with this feature and some are built from values.
 */
import { useLanguage } from '../i18n/LanguageContext';

const tr = {
  pageTitle: 'Bekleme Listesi',
  openTitle: 'Size bir yer açıldı',
  openLead: 'Bekleme listesinde olduğunuz eğitimde yer açıldı. Yeri almak isterseniz aşağıdan onaylayın.',
  heldUntil: (date: string, time: string) => `Bu yer sizin için ${date}, ${time} saatine kadar ayrıldı.`,
  detailsLabel: 'Teklif edilen yer',
  course: 'Eğitim',
  date: 'Tarih',
  place: 'Yer',
  participants: 'Katılımcı',
  participantCount: (n: number) => `${n} kişi`,
  accept: 'Yerimi al',
  decline: 'Yerimi istemiyorum',
  declineQuestion: 'Yerinizi bırakmak istediğinize emin misiniz? Yer sıradaki kişiye teklif edilecek.',
  declineConfirm: 'Evet, yerimi istemiyorum',
  declineCancel: 'Vazgeç',
  sending: 'Gönderiliyor…',
  acceptedTitle: 'Yeriniz ayrıldı',
  acceptedText: 'Kaydınızı kesinleştirmek için sizi arayacağız.',
  declinedTitle: 'Yerinizi bıraktınız',
  declinedText: 'Haber verdiğiniz için teşekkür ederiz. Yer sıradaki kişiye teklif edilecek.',
  expiredTitle: 'Teklifin süresi doldu',
  expiredText:
    'Bu yer için ayrılan süre doldu ya da yer bırakıldı; yer sıradaki kişiye geçti. Bekleme listesinde kalıyorsanız yeniden yer açıldığında size e-posta ile haber vereceğiz.',
  notFoundTitle: 'Teklif bulunamadı',
  notFoundText:
    'Bu bağlantıya ait bir teklif yok. Bağlantı eksik kopyalanmış ya da teklif geri alınmış olabilir. Sorunuz varsa bizimle iletişime geçin.',
  failed: 'İşlem tamamlanamadı. Lütfen biraz sonra yeniden deneyin.',
  courseLink: 'Eğitimin sayfası',
  contactLink: 'İletişim',
  noScript:
    'Düğmeler JavaScript ile çalışır. Tarayıcınızda JavaScript kapalıysa yeri almak için bizi arayın.',
} as const;

type Texts = {
  [K in keyof typeof tr]: (typeof tr)[K] extends string ? string : (typeof tr)[K];
};

const en: Texts = {
  pageTitle: 'Waiting List',
  openTitle: 'A seat has opened for you',
  openLead:
    'A seat has opened in the course you are waiting for. Confirm below if you would like to take it.',
  heldUntil: (date, time) => `This seat is held for you until ${time} on ${date}.`,
  detailsLabel: 'The seat offered',
  course: 'Course',
  date: 'Date',
  place: 'Place',
  participants: 'Participants',
  participantCount: (n) => (n === 1 ? '1 person' : `${n} people`),
  accept: 'Take my seat',
  decline: 'I do not want the seat',
  declineQuestion:
    'Are you sure you want to give up the seat? It will be offered to the next person waiting.',
  declineConfirm: 'Yes, give up the seat',
  declineCancel: 'Cancel',
  sending: 'Sending…',
  acceptedTitle: 'Your seat is reserved',
  acceptedText: 'We will call you to confirm your registration.',
  declinedTitle: 'You gave up the seat',
  declinedText: 'Thank you for letting us know. The seat will be offered to the next person waiting.',
  expiredTitle: 'This offer has expired',
  expiredText:
    'The time held for this seat has run out, or the seat was given up; it has passed to the next person. If you are still on the waiting list, we will e-mail you when a seat opens again.',
  notFoundTitle: 'Offer not found',
  notFoundText:
    'There is no offer for this link. The link may have been copied incompletely, or the offer has been withdrawn. If you have a question, please contact us.',
  failed: 'This could not be completed. Please try again in a little while.',
  courseLink: 'The course page',
  contactLink: 'Contact',
  noScript:
    'The buttons need JavaScript. If it is turned off in your browser, please call us to take the seat.',
};

export const waitlistTexts: Record<string, Texts> = { tr, en };

/** The texts in the current language (Turkish for a language without its own). */
export function useWaitlistTexts(): Texts {
  const { lang } = useLanguage();
  return waitlistTexts[lang] ?? waitlistTexts.tr;
}
