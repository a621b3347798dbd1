import { redactedText } from './personalData.js';

/*
 * How a person is recognised in a row: by the e-mail (trimmed, case ignored), by the phone number (its last 10
 * digits, so "0532 123 45 67" and "+90 (532) 1234567" are the same number) and, in texts that mention them
 * (an e-mail's body, an audit copy), by the names their own records carry.
 */

export interface Person {
  email: string;
  phone: string;
}

/** What a search looks for: the person's keys and what their own records revealed (names, user ids). */
export interface SearchTerms {
  email: string;
  /** The last 10 digits of the phone number; '' when none was given. */
  phoneKey: string;
  names: string[];
  userIds: number[];
}

/** The most digits compared: a national number is 10 digits in Turkey, the rest is the country or trunk prefix. */
const phoneKeyLength = 10;

export const normalEmail = (value: string): string => value.trim().toLowerCase();

export const phoneKeyOf = (value: string): string => value.replace(/\D/g, '').slice(-phoneKeyLength);

export function termsOf(person: Person): SearchTerms {
  return { email: normalEmail(person.email), phoneKey: phoneKeyOf(person.phone), names: [], userIds: [] };
}

export const sameEmail = (value: unknown, terms: SearchTerms): boolean =>
  terms.email !== '' && typeof value === 'string' && normalEmail(value) === terms.email;

export const samePhone = (value: unknown, terms: SearchTerms): boolean =>
  terms.phoneKey !== '' && typeof value === 'string' && phoneKeyOf(value) === terms.phoneKey;

/** Names anonymised by an earlier erasure: they name nobody. */
const anonymousNames = new Set(['silinmiş kişi', 'silinmiş kullanıcı', redactedText]);

/**
 * Whether a name found in the person's records is used to find mentions elsewhere. Only a full name (two
 * words or more): a single first name ("Mehmet") would match other people's e-mails and audit copies, and
 * erasing those would destroy other people's records.
 */
export function isSearchableName(name: string): boolean {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  return trimmed.length >= 5 && trimmed.includes(' ') && !anonymousNames.has(trimmed.toLocaleLowerCase('tr'));
}

export function addName(terms: SearchTerms, name: unknown): void {
  if (typeof name !== 'string' || !isSearchableName(name)) return;
  const clean = name.trim().replace(/\s+/g, ' ');
  if (!terms.names.some((known) => known.toLocaleLowerCase('tr') === clean.toLocaleLowerCase('tr'))) {
    terms.names.push(clean);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A name as a pattern: case ignored, the Turkish i's (i, ı, İ, I) all alike (the 'i' flag alone does not
 * fold "YILMAZ" to "Yılmaz"), any run of spaces between the words, and whole words only.
 */
function namePattern(name: string): string {
  const body = name
    .split(' ')
    .map((word) => escapeRegExp(word).replace(/[iıİI]/g, '[iıİI]'))
    .join('\\s+');
  return `(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`;
}

/** The pattern of everything but the phone: the e-mail and the names. */
function wordsPattern(terms: SearchTerms): RegExp | undefined {
  const parts = [
    // Not inside a longer address: "ayse@x.com" is not found in "mayse@x.com" nor in "ayse@x.com.tr".
    ...(terms.email ? [`(?<![\\p{L}\\p{N}._%+-])${escapeRegExp(terms.email)}(?!\\.?[\\p{L}\\p{N}_-])`] : []),
    ...terms.names.map(namePattern),
  ];
  return parts.length > 0 ? new RegExp(parts.join('|'), 'giu') : undefined;
}

/** A run of digits as phone numbers are written: digits with single spaces, dots, dashes or brackets between. */
const digitRun = /\+?\d(?:[\s.\-()]{0,2}\d)*/g;

/** The spans of `text` where the phone number is written (its last 10 digits, however separated). */
function phoneSpans(text: string, phoneKey: string): [number, number][] {
  if (!phoneKey) return [];
  const spans: [number, number][] = [];
  for (const run of text.matchAll(digitRun)) {
    const positions: number[] = [];
    for (let i = 0; i < run[0].length; i += 1) {
      if (/\d/.test(run[0][i])) positions.push(run.index + i);
    }
    const digits = positions.map((at) => text[at]).join('');
    for (let at = digits.indexOf(phoneKey); at !== -1; at = digits.indexOf(phoneKey, at + phoneKey.length)) {
      spans.push([positions[at], positions[at + phoneKey.length - 1] + 1]);
    }
  }
  return spans;
}

/** Whether a text mentions the person: their e-mail, phone number or one of their names. */
export function mentions(text: unknown, terms: SearchTerms): boolean {
  if (typeof text !== 'string' || text === '') return false;
  const words = wordsPattern(terms);
  return Boolean(words?.test(text)) || phoneSpans(text, terms.phoneKey).length > 0;
}

/** The text with every mention of the person replaced by `[silindi]`. */
export function redactMentions(text: string, terms: SearchTerms): string {
  const spans = phoneSpans(text, terms.phoneKey).sort((a, b) => b[0] - a[0]);
  let out = text;
  for (const [start, end] of spans) out = out.slice(0, start) + redactedText + out.slice(end);
  const words = wordsPattern(terms);
  return words ? out.replace(words, redactedText) : out;
}

/**
 * A JSON copy (an audit entry's before/after) with every string that mentions the person replaced whole by
 * `[silindi]`; keys and the rest stay, so the copy is still valid JSON and still shows what changed.
 * A value that is not JSON is redacted as text.
 */
export function redactJson(raw: string, terms: SearchTerms): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return redactMentions(raw, terms);
  }
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return mentions(value, terms) ? redactedText : value;
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    }
    return value;
  };
  return JSON.stringify(walk(parsed));
}
