import type { AnyObjectSchema } from 'yup';
import { blankNulls } from './formValues';

/**
 * A form's values cut down to what the schema (and so the server) reads, plus extra fields such as an image
 * file: the record's read-only parts (files, URLs, counts, dates) are not sent back. Cleared inputs go as ''.
 */
export function schemaFields(schema: AnyObjectSchema, extra: readonly string[] = []) {
  const keep = new Set([...Object.keys(schema.fields), ...extra]);
  return <T extends Record<string, unknown>>(data: T): Partial<T> =>
    blankNulls(Object.fromEntries(Object.entries(data).filter(([key]) => keep.has(key)))) as Partial<T>;
}
