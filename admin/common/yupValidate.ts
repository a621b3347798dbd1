import { type AnyObjectSchema, ValidationError } from 'yup';
import { adminMessages } from '../../shared/schemas/common';

/** Form errors shaped like the form values ({ text: { tr: 'Bu Alan Zorunlu' } }), as react-admin expects them. */
export type FormErrors = Record<string, unknown>;

/** "keywords[2]" and "text.tr" both become path segments: ['keywords', '2'], ['text', 'tr']. */
export function pathSegments(path: string): string[] {
  return path
    .replace(/\[["']?([^\]"']+)["']?\]/g, '.$1')
    .split('.')
    .filter((segment) => segment !== '');
}

/** Puts one message at a nested path; the first message of a field wins (the one shown under it). */
export function setError(errors: FormErrors, path: string, message: string): void {
  const segments = pathSegments(path);
  if (segments.length === 0) return;
  let node: Record<string, unknown> = errors;
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    const current = node[segment];
    if (last) {
      if (current === undefined) node[segment] = message;
      return;
    }
    // A message already sits where an object is needed: the parent's error is enough.
    if (typeof current === 'string') return;
    if (current === undefined) node[segment] = /^\d+$/.test(segments[index + 1]) ? [] : {};
    node = node[segment] as Record<string, unknown>;
  }
}

/** Server answers list field errors flat ({ 'text.tr': '…' }); the form wants them nested. */
export function nestErrors(flat: Readonly<Record<string, string>>): FormErrors {
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(flat)) setError(errors, path, message);
  return errors;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = withoutUndefined(item);
  return out;
}

/**
 * The values as the data provider will send them (admin/dataProvider/formData.ts): a field left undefined
 * is not sent, an empty (null) field travels as '', objects as JSON (which drops undefined members). The
 * schema judges exactly what the server will receive.
 */
export function asSent(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out[key] = value === null ? '' : withoutUndefined(value);
  }
  return out;
}

/**
 * The fields a form's schema will not take empty, found the way an editor would find them: by judging an empty
 * form and keeping the paths it calls 'Bu Alan Zorunlu' (`name`, `title.tr`). The schema stays the one rule;
 * the labels show it ahead of the first save (react-admin's " *"), as the required selects already did.
 */
export function requiredFieldsOf(schema: AnyObjectSchema): ReadonlySet<string> {
  try {
    schema.validateSync({}, { abortEarly: false });
    return new Set();
  } catch (error) {
    if (!ValidationError.isError(error)) return new Set();
    const all = error.inner.length > 0 ? error.inner : [error];
    return new Set(
      all.filter((item) => item.message === adminMessages.required && item.path).map((item) => item.path!),
    );
  }
}

/**
 * A react-admin form `validate` function from one of the shared yup schemas (shared/schemas/*), so the form
 * checks exactly what the server checks, with the same Turkish messages. An error without a path (a whole
 * object refused) lands under `rootField` when given.
 *
 *   <SimpleForm validate={yupValidate(contractSchema)}>
 */
export function yupValidate(schema: AnyObjectSchema, options: { rootField?: string } = {}) {
  const validate = async (values: Record<string, unknown>): Promise<FormErrors> => {
    try {
      await schema.validate(asSent(values), { abortEarly: false });
      return {};
    } catch (error) {
      if (!ValidationError.isError(error)) throw error;
      const errors: FormErrors = {};
      const all = error.inner.length > 0 ? error.inner : [error];
      for (const item of all) {
        const path = item.path || options.rootField;
        if (path) setError(errors, path, item.message);
      }
      return errors;
    }
  };
  // The form marks its required inputs with them (requiredFields.tsx).
  return Object.assign(validate, { requiredFields: requiredFieldsOf(schema) });
}
