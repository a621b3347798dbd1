import type { TranslateFunction } from 'react-admin';
import { shorten, stripHtml } from '../../shared/shorten';
import { entryTime, fieldLabel } from './auditLabels';

/*
 * What an audit entry changed, field by field, readable: nested objects ({ tr, en } names) become one row
 * per language, HTML is shown as its text and long text is shortened; times in Istanbul time as the panel's
 * language writes them, yes/no fields (stored 1/0) as Evet/Hayır, an image by its file name with its
 * thumbnail. Only fields whose value differs are listed; the bookkeeping times of every save are left out.
 * Labels and words are in the panel's language.
 */

export interface DiffRow {
  path: string;
  label: string;
  before: string;
  after: string;
  /** The thumbnails of an image field's values, shown beside their file names. */
  images?: { before?: string; after?: string };
}

/** Columns stored as 1/0 (shared/schemas flagField, and the inbox's own flags). */
const flagFields = new Set(['active', 'waitlist', 'check', 'kvkk_consent', 'two_step_enabled']);
const isFlagField = (field: string) =>
  flagFields.has(field) || field.startsWith('is_') || field.startsWith('remove_');

/** An instant as the server stores it: ISO 8601 with its zone. */
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
/** An image the server stored or serves (`*_path` columns): its own thumbnail sits beside it. */
const uploadedImage = /^\/uploads\/[^?#]+\.(webp|png|jpe?g|gif|svg|ico)$/i;
const ownImage = /^\/uploads\/[a-z]+\/[a-f0-9]{32}\.webp$/;

/** The thumbnail of a stored image, by the server's naming (server/services/images.ts thumbUrlOf). */
const thumbOf = (path: string) => (ownImage.test(path) ? path.replace(/\.webp$/, '-thumb.webp') : path);

/** The image a field's value is, when it is one. */
export function imageOf(field: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return field.endsWith('_path') || uploadedImage.test(value) ? thumbOf(value) : undefined;
}

const ignored = new Set(['updated_at', 'created_at', 'id']);
const maxLength = 160;

type Flat = Map<string, unknown>;

function flatten(value: unknown, prefix: string, out: Flat): Flat {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      flatten(item, prefix ? `${prefix}.${key}` : key, out);
    }
  } else if (prefix) {
    out.set(prefix, value);
  }
  return out;
}

/**
 * A stored value as a short line: HTML as text, lists compact, empty as a dash; given its field (the last
 * part of its path) and the panel's language, also yes/no, times and image file names.
 */
export function displayValue(
  value: unknown,
  translate: TranslateFunction,
  field = '',
  locale = 'tr',
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isFlagField(field) && ['0', '1'].includes(String(value))) {
    return translate(String(value) === '1' ? 'app.auditLog.yes' : 'app.auditLog.no');
  }
  if (typeof value === 'string' && instant.test(value)) return entryTime(value, locale) || value;
  if (imageOf(field, value)) return String(value).split('/').pop() || String(value);
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== 'object')) {
      return shorten(value.join(', '), maxLength) || '—';
    }
    return translate('app.auditLog.items', { smart_count: value.length });
  }
  if (typeof value === 'boolean') return translate(value ? 'app.auditLog.yes' : 'app.auditLog.no');
  const text = String(value);
  const plain = /<[a-z][^>]*>/i.test(text) ? stripHtml(text) : text;
  return shorten(plain.replace(/\s+/g, ' ').trim(), maxLength) || '—';
}

const blank = (value: unknown) => (value === undefined || value === '' ? null : value);
const same = (a: unknown, b: unknown) => JSON.stringify(blank(a)) === JSON.stringify(blank(b));

/**
 * The changed fields between two states of a record. A create (no before) lists what it set, a delete (no
 * after) what was removed; either side's missing field reads as empty.
 */
export function auditDiff(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  translate: TranslateFunction,
  locale = 'tr',
): DiffRow[] {
  const left = flatten(before ?? {}, '', new Map());
  const right = flatten(after ?? {}, '', new Map());
  const paths = [...new Set([...left.keys(), ...right.keys()])];
  return paths
    .filter((path) => !ignored.has(path.split('.')[0]) && !same(left.get(path), right.get(path)))
    .map((path) => {
      const field = path.split('.').at(-1) ?? path;
      const [was, is] = [left.get(path), right.get(path)];
      const images = { before: imageOf(field, was), after: imageOf(field, is) };
      return {
        path,
        label: fieldLabel(path, translate),
        before: displayValue(was, translate, field, locale),
        after: displayValue(is, translate, field, locale),
        ...(images.before || images.after ? { images } : {}),
      };
    });
}
