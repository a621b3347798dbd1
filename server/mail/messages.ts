import type { CorporateRequestInput } from '../../shared/schemas/corporateRequest.js';
import type { PreRegistrationVisitor } from '../../shared/schemas/preRegistration.js';
import { escapeHtml } from '../ssr/text.js';
import type { OutgoingMail } from './outbox.js';

/*
 * The e-mails the site sends: a notification to the company for each contact message, job application,
 * pre-registration and support request, and a confirmation to a visitor who pre-registered. Each is plain
 * text with the same content as simple HTML, everything the visitor typed escaped.
 */

type Field = readonly [label: string, value: string | number | null | undefined];

/** The languages the site's e-mails (and their dates) are written in. */
export const mailLanguages = ['tr', 'en'] as const;
export type MailLang = (typeof mailLanguages)[number];

/**
 * The language of an e-mail to a visitor who used the site in `lang`: that language when the e-mails are
 * written in it, else the default language, Turkish (issue 30: a language the office adds gets page texts in
 * the back office, not e-mail texts). The one rule for every visitor e-mail and its links.
 */
export function mailLanguage(lang: string | null | undefined): MailLang {
  return mailLanguages.find((known) => known === lang) ?? 'tr';
}

/** No line breaks in a subject: a visitor's text must not become a header. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** A session's start as read in Turkey, whatever the server's time zone. */
export function istanbulTime(iso: string, lang: MailLang = 'tr'): string {
  return new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso));
}

const recordLinkLabel = 'Kaydı yönetim panelinde aç';

/** The back office screens an office e-mail points at (react-admin's routes under /admin). */
const recordPaths = {
  contact: (id: number) => `/admin/contact/${id}/show`,
  hr: (id: number) => `/admin/human-resources/${id}/show`,
  'pre-registration': (id: number) => `/admin/pre-registrations/${id}`,
  'corporate-request': (id: number) => `/admin/corporate-requests/${id}`,
  support: (id: number) => `/admin/support/${id}/show`,
} as const;

/**
 * The address of a record in the back office, for the office's notification about it: the office opens
 * the record (and answers, reads the CV, moves the pre-registration on) in one click. `adminOrigin` comes
 * from the configuration (adminOriginForLinks), never from a request.
 */
export function adminRecordLink(adminOrigin: string, kind: keyof typeof recordPaths, id: number): string {
  return `${adminOrigin.replace(/\/+$/, '')}${recordPaths[kind](id)}`;
}

function compose(
  kind: string,
  to: string,
  subject: string,
  intro: string,
  fields: Field[],
  options: {
    replyTo?: string;
    closing?: string;
    recordLink?: string;
    /** A link the reader is asked to open (a seat offer), shown as a link under the fields. */
    action?: { label: string; href: string };
  } = {},
): OutgoingMail {
  const shown = fields.filter(([, value]) => value !== null && value !== undefined && value !== '');
  const { action } = options;
  const text = [
    intro,
    '',
    ...shown.map(([label, value]) => `${label}: ${value}`),
    ...(action ? ['', `${action.label}: ${action.href}`] : []),
    ...(options.closing ? ['', options.closing] : []),
    ...(options.recordLink ? ['', `${recordLinkLabel}: ${options.recordLink}`] : []),
  ].join('\n');
  const rows = shown
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(String(value))}</td></tr>`,
    )
    .join('');
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">` +
    `<p>${escapeHtml(intro)}</p><table>${rows}</table>` +
    (action ? `<p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p>` : '') +
    (options.closing ? `<p>${escapeHtml(options.closing)}</p>` : '') +
    (options.recordLink
      ? `<p><a href="${escapeHtml(options.recordLink)}">${escapeHtml(recordLinkLabel)}</a></p>`
      : '') +
    `</body></html>`;
  return { kind, to, replyTo: options.replyTo, subject: oneLine(subject), text, html };
}

/** The visitor and how to reach them, as the office's notices of a visitor's form list them. */
const visitorFields = (visitor: { name: string; email: string; phone: string }): Field[] => [
  ['Ad Soyad', visitor.name],
  ['E-Mail', visitor.email],
  ['Telefon', visitor.phone],
];

export function contactMessageMail(
  to: string,
  input: { name: string; email: string; phone: string; subject: string; message: string },
  recordLink?: string,
): OutgoingMail {
  return compose(
    'contact',
    to,
    `Yeni iletişim mesajı: ${input.subject}`,
    'Web sitesinin iletişim formundan yeni bir mesaj geldi.',
    [...visitorFields(input), ['Konu', input.subject], ['Mesaj', input.message]],
    {
      replyTo: input.email,
      closing: 'Mesaj yönetim panelinin İletişim kutusunda da duruyor.',
      recordLink,
    },
  );
}

export function hrApplicationMail(
  to: string,
  input: { name: string; email: string; phone: string; position: string; message: string },
  recordLink?: string,
): OutgoingMail {
  return compose(
    'hr',
    to,
    `Yeni iş başvurusu: ${input.name} (${input.position})`,
    'Kariyer sayfasından yeni bir başvuru geldi.',
    [...visitorFields(input), ['Pozisyon', input.position], ['Mesaj', input.message]],
    // The CV is personal data: it stays on the server, behind the back office's sign-in.
    {
      replyTo: input.email,
      closing: 'Özgeçmiş (CV) yönetim panelinin İK başvuruları kutusundan indirilebilir.',
      recordLink,
    },
  );
}

export interface PreRegistrationDetails extends PreRegistrationVisitor {
  course: string;
  startsAt: string;
  place: string | null;
  waitlist: boolean;
}

export function preRegistrationMail(
  to: string,
  details: PreRegistrationDetails,
  recordLink?: string,
): OutgoingMail {
  const what = details.waitlist ? 'Bekleme listesi' : 'Yeni ön kayıt';
  return compose(
    'pre-registration',
    to,
    `${what}: ${details.course} – ${istanbulTime(details.startsAt)}`,
    details.waitlist
      ? 'Dolu bir oturum için bekleme listesine yeni bir kayıt geldi.'
      : 'Web sitesinden yeni bir ön kayıt geldi.',
    [
      ...sessionFields(details, 'tr'),
      ...visitorFields(details),
      ['Kurum', details.company],
      ['Katılımcı sayısı', details.participants],
      ['Not', details.note],
    ],
    { replyTo: details.email, closing: 'Kayıt yönetim panelinin Ön Kayıtlar listesinde.', recordLink },
  );
}

/** What a visitor's e-mail about their place says: the session they asked for. */
export interface VisitorSeatDetails {
  name: string;
  email: string;
  course: string;
  startsAt: string;
  place: string | null;
  participants: number;
}

const visitorLabels = {
  tr: ['Eğitim', 'Oturum', 'Yer', 'Katılımcı sayısı'],
  en: ['Course', 'Session', 'Place', 'Participants'],
} as const;

/** The session a seat is in: its course, when (Turkey's time) and where, labelled in `lang`. */
function sessionFields(
  details: Pick<VisitorSeatDetails, 'course' | 'startsAt' | 'place'>,
  lang: MailLang,
): Field[] {
  const [course, session, place] = visitorLabels[lang];
  return [
    [course, details.course],
    [session, istanbulTime(details.startsAt, lang)],
    [place, details.place],
  ];
}

function seatFields(details: VisitorSeatDetails, lang: MailLang): Field[] {
  return [...sessionFields(details, lang), [visitorLabels[lang][3], details.participants]];
}

const firstAddress = (inbox: string) => inbox.split(',')[0].trim();

/** An e-mail to a visitor about their seat, in their language, the session in fields; replies reach the company. */
function visitorSeatMail(
  kind: string,
  details: VisitorSeatDetails,
  lang: MailLang,
  companyInbox: string,
  text: { subject: string; intro: string; closing: string; action?: { label: string; href: string } },
): OutgoingMail {
  return compose(kind, details.email, text.subject, text.intro, seatFields(details, lang), {
    replyTo: firstAddress(companyInbox),
    action: text.action,
    closing: text.closing,
  });
}

const confirmationTexts = {
  tr: {
    subject: (course: string) => `Ön kaydınız alındı: ${course}`,
    waitlistSubject: (course: string) => `Bekleme listesindesiniz: ${course}`,
    intro: (name: string) => `Merhaba ${name}, ön kaydınızı aldık. Ekibimiz en kısa sürede sizi arayacak.`,
    waitlistIntro: (name: string) =>
      `Merhaba ${name}, bu oturum dolu olduğu için sizi bekleme listesine aldık. Yer açılınca sizi arayacağız.`,
    closing: 'Bu e-postayı web sitemizdeki ön kayıt formunu doldurduğunuz için aldınız.',
  },
  en: {
    subject: (course: string) => `We received your pre-registration: ${course}`,
    waitlistSubject: (course: string) => `You are on the waiting list: ${course}`,
    intro: (name: string) => `Hello ${name}, we received your pre-registration. Our team will call you soon.`,
    waitlistIntro: (name: string) =>
      `Hello ${name}, this session is full, so we put you on its waiting list. We will call you when a seat frees up.`,
    closing: 'You receive this e-mail because you filled in the pre-registration form on our website.',
  },
} as const;

/** The visitor's copy, in the language they registered in; replies reach the company. */
export function preRegistrationConfirmation(
  details: PreRegistrationDetails,
  lang: MailLang,
  companyInbox: string,
): OutgoingMail {
  const texts = confirmationTexts[lang];
  return visitorSeatMail('pre-registration-confirmation', details, lang, companyInbox, {
    subject: details.waitlist ? texts.waitlistSubject(details.course) : texts.subject(details.course),
    intro: details.waitlist ? texts.waitlistIntro(details.name) : texts.intro(details.name),
    closing: texts.closing,
  });
}

const waitlistOfferTexts = {
  tr: {
    subject: (course: string) => `Bekleme listesinden yer açıldı: ${course}`,
    intro: (name: string, until: string) =>
      `Merhaba ${name}, bekleme listesinde olduğunuz oturumda yer açıldı. Bu yer ${until} saatine kadar sizin için ayrıldı.`,
    action: 'Yerimi al veya istemiyorum de',
    closing:
      'Bu süre içinde yanıt vermezseniz yer bekleme listesindeki sıradaki kişiye teklif edilir. ' +
      'Bu e-postayı web sitemizdeki ön kayıt formunda bekleme listesine yazıldığınız için aldınız.',
  },
  en: {
    subject: (course: string) => `A seat has opened up: ${course}`,
    intro: (name: string, until: string) =>
      `Hello ${name}, a seat has opened up in the session you are waiting for. It is held for you until ${until}.`,
    action: 'Take the seat or decline it',
    closing:
      'If you do not answer by then, the seat is offered to the next person on the waiting list. ' +
      'You receive this e-mail because you joined the waiting list on our website.',
  },
} as const;

/** A seat offered to the first person waiting: the link takes or declines it (services/waitlistOffers.ts). */
export function waitlistOfferMail(
  details: VisitorSeatDetails & { expiresAt: string; link: string },
  lang: MailLang,
  companyInbox: string,
): OutgoingMail {
  const texts = waitlistOfferTexts[lang];
  return visitorSeatMail('waitlist-offer', details, lang, companyInbox, {
    subject: texts.subject(details.course),
    intro: texts.intro(details.name, istanbulTime(details.expiresAt, lang)),
    action: { label: texts.action, href: details.link },
    closing: texts.closing,
  });
}

/** The office's news: a visitor took the seat offered from the waiting list. */
export function waitlistAcceptedMail(
  to: string,
  details: VisitorSeatDetails & { phone: string },
  recordLink?: string,
): OutgoingMail {
  return compose(
    'waitlist-accepted',
    to,
    `Bekleme listesinden yer alındı: ${details.course} – ${istanbulTime(details.startsAt)}`,
    'Bekleme listesindeki bir kişi kendisine teklif edilen yeri aldı. Kayıt artık yer tutuyor.',
    [...sessionFields(details, 'tr'), ...visitorFields(details), ['Katılımcı sayısı', details.participants]],
    { replyTo: details.email, recordLink },
  );
}

/** The visitor told when the office moves their pre-registration, per status, in both languages. */
const statusMailTexts = {
  tr: {
    new: {
      subject: (course: string) => `Ön kaydınız yeniden değerlendiriliyor: ${course}`,
      intro: (name: string) => `Merhaba ${name}, ön kaydınız yeniden değerlendirmeye alındı.`,
    },
    called: {
      subject: (course: string) => `Ön kaydınız işleme alındı: ${course}`,
      intro: (name: string) => `Merhaba ${name}, ön kaydınız için sizinle iletişime geçtik.`,
    },
    confirmed: {
      subject: (course: string) => `Ön kaydınız kesinleşti: ${course}`,
      intro: (name: string) =>
        `Merhaba ${name}, ön kaydınız kesinleşti. Sizi eğitimde görmek için sabırsızlanıyoruz.`,
    },
    cancelled: {
      subject: (course: string) => `Ön kaydınız iptal edildi: ${course}`,
      intro: (name: string) => `Merhaba ${name}, ön kaydınız iptal edildi.`,
    },
    closing: 'Sorularınız için bu e-postayı yanıtlayabilirsiniz.',
  },
  en: {
    new: {
      subject: (course: string) => `Your pre-registration is being reviewed again: ${course}`,
      intro: (name: string) => `Hello ${name}, your pre-registration is being reviewed again.`,
    },
    called: {
      subject: (course: string) => `Your pre-registration is in progress: ${course}`,
      intro: (name: string) => `Hello ${name}, we have contacted you about your pre-registration.`,
    },
    confirmed: {
      subject: (course: string) => `Your pre-registration is confirmed: ${course}`,
      intro: (name: string) =>
        `Hello ${name}, your pre-registration is confirmed. We look forward to seeing you.`,
    },
    cancelled: {
      subject: (course: string) => `Your pre-registration is cancelled: ${course}`,
      intro: (name: string) => `Hello ${name}, your pre-registration has been cancelled.`,
    },
    closing: 'You can reply to this e-mail with any questions.',
  },
} as const;

export type PreRegistrationMailStatus = 'new' | 'called' | 'confirmed' | 'cancelled';

/** Sent when the office sets a status listed in the site settings (confirmation_mail_statuses). */
export function preRegistrationStatusMail(
  details: VisitorSeatDetails,
  status: PreRegistrationMailStatus,
  lang: MailLang,
  companyInbox: string,
): OutgoingMail {
  const texts = statusMailTexts[lang];
  return visitorSeatMail('pre-registration-status', details, lang, companyInbox, {
    subject: texts[status].subject(details.course),
    intro: texts[status].intro(details.name),
    closing: texts.closing,
  });
}

export function supportRequestMail(
  to: string,
  input: { subject: string; message: string; priority: string; userName: string; userEmail: string },
  recordLink?: string,
): OutgoingMail {
  const priorities: Record<string, string> = { low: 'Düşük', normal: 'Normal', high: 'Yüksek' };
  return compose(
    'support',
    to,
    `Yeni destek talebi: ${input.subject}`,
    'Yönetim panelinden yeni bir destek talebi açıldı.',
    [
      ['Açan', `${input.userName} <${input.userEmail}>`],
      ['Öncelik', priorities[input.priority] ?? input.priority],
      ['Konu', input.subject],
      ['Mesaj', input.message],
    ],
    { replyTo: input.userEmail, recordLink },
  );
}

/** "Şifremi unuttum": the link, how long it lasts, and what to do if it was not you. */
export function passwordResetMail(
  user: { name: string; email: string },
  link: string,
  minutes: number,
): OutgoingMail {
  return compose(
    'password-reset',
    user.email,
    'Şifre sıfırlama bağlantınız',
    `Merhaba ${user.name}, yönetim paneli şifrenizi sıfırlamak için aşağıdaki bağlantıyı açın.`,
    [
      ['Bağlantı', link],
      ['Geçerlilik', `${minutes} dakika, tek kullanımlık`],
    ],
    { closing: 'Bu isteği siz yapmadıysanız bu e-postayı yok sayın: şifreniz değişmez.' },
  );
}

/** What a corporate training request says, as the form sent it (routes/public/corporateRequest.ts). */
type CorporateRequestDetails = Omit<CorporateRequestInput, 'kvkk_consent'>;

const corporateTexts = {
  tr: {
    labels: [
      'Kurum',
      'Ad Soyad',
      'E-Mail',
      'Telefon',
      'Katılımcı sayısı',
      'Konular',
      'Tarihler',
      'Şehir',
      'Online',
      'Not',
    ],
    yes: 'Olabilir',
    subject: (company: string) => `Kurumsal eğitim talebiniz alındı: ${company}`,
    intro: (name: string) =>
      `Merhaba ${name}, kurumsal eğitim talebinizi aldık. Ekibimiz ihtiyacınızı görüşmek için en kısa sürede size dönecek.`,
    closing: 'Bu e-postayı web sitemizdeki kurumsal eğitim talep formunu doldurduğunuz için aldınız.',
  },
  en: {
    labels: [
      'Company',
      'Name',
      'E-mail',
      'Phone',
      'Participants',
      'Topics',
      'Dates',
      'City',
      'Online',
      'Note',
    ],
    yes: 'Possible',
    subject: (company: string) => `We received your corporate training request: ${company}`,
    intro: (name: string) =>
      `Hello ${name}, we received your corporate training request. Our team will contact you shortly to talk it through.`,
    closing:
      'You receive this e-mail because you filled in the corporate training request form on our website.',
  },
} as const;

function corporateFields(details: CorporateRequestDetails, lang: MailLang): Field[] {
  const texts = corporateTexts[lang];
  const [company, name, email, phone, participants, topics, dates, city, online, note] = texts.labels;
  return [
    [company, details.company],
    [name, details.name],
    [email, details.email],
    [phone, details.phone],
    [participants, details.participants],
    [topics, details.topics],
    [dates, details.preferred_dates],
    [city, details.city],
    [online, details.online ? texts.yes : null],
    [note, details.note],
  ];
}

/** The office's notification of a corporate training request, with a link to the record. */
export function corporateRequestMail(
  to: string,
  details: CorporateRequestDetails,
  recordLink?: string,
): OutgoingMail {
  return compose(
    'corporate-request',
    to,
    `Kurumsal eğitim talebi: ${details.company} (${details.participants} kişi)`,
    'Web sitesinden yeni bir kurumsal eğitim talebi geldi.',
    corporateFields(details, 'tr'),
    {
      replyTo: details.email,
      closing: 'Talep yönetim panelinin Kurumsal Talepler listesinde.',
      recordLink,
    },
  );
}

/** The visitor's copy, in the language they wrote in; replies reach the company. */
export function corporateRequestConfirmation(
  details: CorporateRequestDetails,
  lang: MailLang,
  companyInbox: string,
): OutgoingMail {
  const texts = corporateTexts[lang];
  return compose(
    'corporate-request-confirmation',
    details.email,
    texts.subject(details.company),
    texts.intro(details.name),
    corporateFields(details, lang),
    { replyTo: firstAddress(companyInbox), closing: texts.closing },
  );
}
