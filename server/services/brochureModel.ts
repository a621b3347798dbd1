import type { ContactInformation, CourseDetail, CourseSession } from '../../shared/publicApi.js';
import { localeOf } from '../../shared/locale.js';
import type { Dictionary } from '../../shared/types.js';
import { type HtmlBlock, htmlBlocks } from './brochureHtml.js';

/*
 * What a course's brochure says (issue 32), in the page's language, as plain data: the PDF drawing
 * (brochurePdf.ts) only lays it out. Built from the same public answers as the course page, so the brochure
 * never shows what the page hides (an unpublished course, a trashed instructor, a past session).
 */

/** A question and its answer, as the course answer carries them once course FAQs exist (issue 32). */
export interface BrochureFaqItem {
  question: string;
  answer: string;
}

export type BrochureCourse = CourseDetail & { faq?: readonly BrochureFaqItem[] | null };

export interface BrochureInput {
  lang: string;
  course: BrochureCourse;
  companyName: string;
  contact: ContactInformation;
  dictionary: Dictionary;
  /** The course page's absolute address, printed and drawn as a QR code. */
  courseUrl: string;
}

export interface BrochureSessionRow {
  date: string;
  place: string;
  seats: string;
  full: boolean;
}

export interface BrochureModel {
  lang: string;
  /** The BCP 47 tag of the PDF's /Lang. */
  locale: string;
  title: string;
  /** "Eğitim Broşürü": the PDF's subject. */
  subject: string;
  company: string;
  category: string | null;
  summary: string;
  facts: Array<{ label: string; value: string }>;
  /** A price written as a number ("7.900 TL + KDV") shown from that number in the page's language. */
  price: { label: string; amount: string | null; text: string | null } | null;
  aboutTitle: string;
  description: HtmlBlock[];
  sessions: {
    title: string;
    columns: { date: string; place: string; seats: string };
    rows: BrochureSessionRow[];
    /** Said when no session is planned. */
    empty: string;
  };
  instructors: { title: string; people: Array<{ name: string; title: string }> };
  faq: { title: string; items: BrochureFaqItem[] };
  contact: { title: string; groups: Array<{ label: string; lines: string[] }> };
  link: { caption: string; url: string };
  /** "Sayfa {page} / {pages}" with the numbers put in. */
  pageLabel: (page: number, pages: number) => string;
}

const timeZone = 'Europe/Istanbul';

/** A dictionary text, with `{name}` placeholders filled; the key itself if the dictionary lacks it. */
export function dictionaryText(dictionary: Dictionary, key: string, values: Record<string, string> = {}) {
  const [section, name] = key.split('.') as [keyof Dictionary, string];
  const text = dictionary[section]?.[name] || key;
  return text.replace(/\{(\w+)\}/g, (whole, slot: string) => values[slot] ?? whole);
}

/**
 * A session's dates as the site shows them, in Istanbul time: "12 Mart 2026, 09:30–17:00" for one day,
 * "12–14 Mart 2026, 09:30–17:00" or "30 Mart – 2 Nisan 2026" across months.
 */
export function sessionDates(session: Pick<CourseSession, 'starts_at' | 'ends_at'>, lang: string): string {
  const locale = localeOf(lang);
  const start = new Date(session.starts_at);
  const end = new Date(session.ends_at);
  const range = new Intl.DateTimeFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatRange(start, end);
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
  // ICU sets thin and narrow no-break spaces around the dash (which ones depends on its version).
  return `${range.replace(/[\u2009\u202f\u00a0]/g, ' ')}, ${time.format(start)}–${time.format(end)}`;
}

function seatsText(session: CourseSession, dictionary: Dictionary): { text: string; full: boolean } {
  if (session.seats_left === null)
    return { text: dictionaryText(dictionary, 'home.brochure_seats_open'), full: false };
  if (session.seats_left <= 0) return { text: dictionaryText(dictionary, 'home.brochure_full'), full: true };
  return {
    text: dictionaryText(dictionary, 'home.brochure_seats_left', { count: String(session.seats_left) }),
    full: false,
  };
}

/** The price's amount in the page's language ("₺7,900" in English), from the number the office wrote. */
export function priceAmount(offer: CourseDetail['price_offer'], lang: string): string | null {
  if (!offer) return null;
  return new Intl.NumberFormat(localeOf(lang), {
    style: 'currency',
    currency: offer.currency,
    maximumFractionDigits: Number.isInteger(offer.price) ? 0 : 2,
  }).format(offer.price);
}

export function buildBrochureModel(input: BrochureInput): BrochureModel {
  const { lang, course, dictionary } = input;
  const t = (key: string, values?: Record<string, string>) => dictionaryText(dictionary, key, values);
  const facts: BrochureModel['facts'] = [];
  const category = course.category
    ? [course.category.parent?.name, course.category.name].filter(Boolean).join(' › ')
    : null;
  if (category) facts.push({ label: t('home.filter_category'), value: category });
  if (course.duration) facts.push({ label: t('home.duration'), value: course.duration });
  if (course.brand) facts.push({ label: t('home.brochure_brand'), value: course.brand.name });
  const amount = priceAmount(course.price_offer, lang);
  const contactGroups = (
    [
      ['telefon', 'form_input.phones'],
      ['email', 'form_input.emails'],
      ['adres', 'form_input.addresses'],
    ] as const
  )
    .map(([section, label]) => ({
      label: t(label),
      lines: input.contact[section].map((item) =>
        section === 'adres'
          ? `${item.name}: ${item.content.replace(/\s*\n\s*/g, ', ')}`
          : `${item.name}: ${item.content}`,
      ),
    }))
    .filter((group) => group.lines.length > 0);

  return {
    lang,
    locale: localeOf(lang),
    title: course.title,
    subject: t('home.brochure_title'),
    company: input.companyName,
    category,
    summary: course.summary,
    facts,
    price:
      amount || course.price
        ? {
            label: t('home.price'),
            amount,
            text: course.price && course.price !== amount ? course.price : null,
          }
        : null,
    aboutTitle: t('home.brochure_about'),
    description: htmlBlocks(course.description),
    sessions: {
      title: t('home.sessions_title'),
      columns: { date: t('home.date'), place: t('home.place'), seats: t('home.brochure_seats') },
      rows: course.sessions.map((session) => {
        const seats = seatsText(session, dictionary);
        return {
          date: sessionDates(session, lang),
          place: session.is_online ? t('home.online') : (session.place ?? ''),
          seats: seats.text,
          full: seats.full,
        };
      }),
      empty: t('home.on_request_text'),
    },
    instructors: {
      title: t('navbar.instructors'),
      people: course.instructors.map((person) => ({ name: person.name, title: person.title })),
    },
    faq: {
      title: t('home.brochure_faq'),
      items: (course.faq ?? [])
        // Plain text, line breaks kept, as the page prints it (shared/schemas/courseFaq.ts).
        .map((item) => ({ question: item.question.trim(), answer: (item.answer ?? '').trim() }))
        .filter((item) => item.question !== ''),
    },
    contact: { title: t('navbar.contact'), groups: contactGroups },
    link: { caption: t('home.brochure_link'), url: input.courseUrl },
    pageLabel: (page, pages) => t('home.brochure_page', { page: String(page), pages: String(pages) }),
  };
}
