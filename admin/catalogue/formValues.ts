import type { AnyObjectSchema } from 'yup';
import { yupValidate } from '../common/yupValidate';

/**
 * react-admin turns a cleared input into null and leaves an untouched one undefined; the shared schemas (and
 * the server) take an empty text instead ('' is "no value" for texts, ids, numbers and dates alike), so nulls
 * become '' and undefined entries are left out, at any depth.
 */
export function blankNulls<T>(value: T): T {
  if (value === null) return '' as T;
  if (Array.isArray(value)) return value.map(blankNulls) as T;
  if (value instanceof Blob || value instanceof Date) return value;
  if (typeof value === 'object' && value !== undefined) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => [key, blankNulls(item)]),
    ) as T;
  }
  return value;
}

/** yupValidate over the values as they will be sent (cleared inputs as ''). */
export function validateForm(schema: AnyObjectSchema) {
  const validate = yupValidate(schema);
  return Object.assign((values: Record<string, unknown>) => validate(blankNulls(values)), {
    requiredFields: validate.requiredFields,
  });
}
