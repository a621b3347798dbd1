import { isSchema, type Schema } from 'yup';

/** Fields the handlers read besides the schemas' own (SPEC §7 names, list actions, the honeypot). */
const handlerFields = [
  'id',
  'queue',
  'trash_list',
  'delete_list',
  'file_list',
  'gallery_type',
  'form_data',
  'content_data',
  'data',
  'section',
  'sub_category',
  'page_lang',
  'abbr',
  'active',
  'keywords',
  'website',
  'status',
  'image',
  'remove_image',
  'password',
  'password_confirmation',
  'session_id',
  'kvkk_consent',
  'check',
  'category_id',
];

function collect(value: unknown, names: Set<string>, depth: number): void {
  if (depth > 6 || value === null || typeof value !== 'object') return;
  if (isSchema(value)) {
    const schema = value as Schema & { fields?: Record<string, unknown>; innerType?: unknown };
    for (const [name, field] of Object.entries(schema.fields ?? {})) {
      names.add(name);
      collect(field, names, depth + 1);
    }
    collect(schema.innerType, names, depth + 1);
    return;
  }
  for (const item of Object.values(value)) collect(item, names, depth + 1);
}

/**
 * Every field name the shared yup schemas know (nested ones too), plus the ones handlers read themselves:
 * the fuzz builds most bodies from these, so that they get past "unknown field" and reach the rules behind.
 * Schema factories (`contactSchema(messages)`) are called without arguments to see their fields.
 */
export function knownFieldNames(modules: Record<string, Record<string, unknown>>): string[] {
  const names = new Set(handlerFields);
  for (const exports of Object.values(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === 'function' && /Schema$/.test(name)) {
        try {
          collect((value as () => unknown)(), names, 0);
        } catch {
          /* a factory that needs its arguments: its fields are in handlerFields or another schema */
        }
      } else {
        collect(value, names, 0);
      }
    }
  }
  // `_method` is the request builder's: it sends one where the URL dispatches on it.
  names.delete('_method');
  return [...names].sort();
}
