import { escapeHtml } from '../ssr/text.js';
import type { OutgoingMail } from './outbox.js';

/*
 * The e-mails the site sends: a notification to the company for each contact message, job application,
 * pre-registration and support request, and a confirmation to a visitor who pre-registered. Each is plain
 * text with the same content as simple HTML, everything the visitor typed escaped.
 */

type Field = readonly [label: string, value: string | number | null | undefined];

/** No line breaks in a subject: a visitor's text must not become a header. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** A session's start as read in Turkey, whatever the server's time zone. */
export function istanbulTime(iso: string, lang: 'tr' | 'en' = 'tr'): string {
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
  options: { replyTo?: string; closing?: string; recordLink?: string } = {},
): OutgoingMail {
  const shown = fields.filter(([, value]) => value !== null && value !== undefined && value !== '');
  const text = [
    intro,
    '',
    ...shown.map(([label, value]) => `${label}: ${value}`),
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
    (options.closing ? `<p>${escapeHtml(options.closing)}</p>` : '') +
    (options.recordLink
      ? `<p><a href="${escapeHtml(options.recordLink)}">${escapeHtml(recordLinkLabel)}</a></p>`
      : '') +
    `</body></html>`;
  return { kind, to, replyTo: options.replyTo, subject: oneLine(subject), text, html };
}

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
    [
      ['Ad Soyad', input.name],
      ['E-Mail', input.email],
      ['Telefon', input.phone],
      ['Konu', input.subject],
      ['Mesaj', input.message],
    ],
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
    [
      ['Ad Soyad', input.name],
      ['E-Mail', input.email],
      ['Telefon', input.phone],
      ['Pozisyon', input.position],
      ['Mesaj', input.message],
    ],
    // The CV is personal data: it stays on the server, behind the back office's sign-in.
    {
      replyTo: input.email,
      closing: 'Özgeçmiş (CV) yönetim panelinin İK başvuruları kutusundan indirilebilir.',
      recordLink,
    },
  );
}

export interface PreRegistrationDetails {
  course: string;
  startsAt: string;
  place: string | null;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  participants: number;
  note: string | null;
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
      ['Eğitim', details.course],
      ['Oturum', istanbulTime(details.startsAt)],
      ['Yer', details.place],
      ['Ad Soyad', details.name],
      ['E-Mail', details.email],
      ['Telefon', details.phone],
      ['Kurum', details.company],
      ['Katılımcı sayısı', details.participants],
      ['Not', details.note],
    ],
    { replyTo: details.email, closing: 'Kayıt yönetim panelinin Ön Kayıtlar listesinde.', recordLink },
  );
}

const confirmationTexts = {
  tr: {
    subject: (course: string) => `Ön kaydınız alındı: ${course}`,
    waitlistSubject: (course: string) => `Bekleme listesindesiniz: ${course}`,
    intro: (name: string) => `Merhaba ${name}, ön kaydınızı aldık. Ekibimiz en kısa sürede sizi arayacak.`,
    waitlistIntro: (name: string) =>
      `Merhaba ${name}, bu oturum dolu olduğu için sizi bekleme listesine aldık. Yer açılınca sizi arayacağız.`,
    labels: ['Eğitim', 'Oturum', 'Yer', 'Katılımcı sayısı'],
    closing: 'Bu e-postayı web sitemizdeki ön kayıt formunu doldurduğunuz için aldınız.',
  },
  en: {
    subject: (course: string) => `We received your pre-registration: ${course}`,
    waitlistSubject: (course: string) => `You are on the waiting list: ${course}`,
    intro: (name: string) => `Hello ${name}, we received your pre-registration. Our team will call you soon.`,
    waitlistIntro: (name: string) =>
      `Hello ${name}, this session is full, so we put you on its waiting list. We will call you when a seat frees up.`,
    labels: ['Course', 'Session', 'Place', 'Participants'],
    closing: 'You receive this e-mail because you filled in the pre-registration form on our website.',
  },
} as const;

/** The visitor's copy, in the language they registered in; replies reach the company. */
export function preRegistrationConfirmation(
  details: PreRegistrationDetails,
  lang: 'tr' | 'en',
  companyInbox: string,
): OutgoingMail {
  const texts = confirmationTexts[lang];
  const [course, session, place, participants] = texts.labels;
  return compose(
    'pre-registration-confirmation',
    details.email,
    details.waitlist ? texts.waitlistSubject(details.course) : texts.subject(details.course),
    details.waitlist ? texts.waitlistIntro(details.name) : texts.intro(details.name),
    [
      [course, details.course],
      [session, istanbulTime(details.startsAt, lang)],
      [place, details.place],
      [participants, details.participants],
    ],
    { replyTo: companyInbox.split(',')[0].trim(), closing: texts.closing },
  );
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
