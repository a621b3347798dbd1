import type { TranslateFunction } from 'react-admin';
import { shorten, stripHtml } from '../../shared/shorten';
import { fieldLabel } from './auditLabels';

/*
 * What an audit entry changed, field by field, readable: nested objects ({ tr, en } names) become one row
 * per language, HTML is shown as its text and long text is shortened. Only fields whose value differs are
 * listed; the bookkeeping times of every save are left out. Labels and words are in the panel's language.
 */

export interface DiffRow {
  path: string;
  label: string;
  before: string;
  after: string;
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

/** A stored value as a short line: HTML as text, lists compact, empty as a dash. */
export function displayValue(value: unknown, translate: TranslateFunction): string {
  if (value === null || value === undefined || value === '') return '—';
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
): DiffRow[] {
  const left = flatten(before ?? {}, '', new Map());
  const right = flatten(after ?? {}, '', new Map());
  const paths = [...new Set([...left.keys(), ...right.keys()])];
  return paths
    .filter((path) => !ignored.has(path.split('.')[0]) && !same(left.get(path), right.get(path)))
    .map((path) => ({
      path,
      label: fieldLabel(path, translate),
      before: displayValue(left.get(path), translate),
      after: displayValue(right.get(path), translate),
    }));
}
