import {
  type AnyObjectSchema,
  ArraySchema,
  type InferType,
  ObjectSchema,
  StringSchema,
  ValidationError,
} from 'yup';
import { isPrototypeKey } from '../../shared/schemas/jsonText.js';
import { adminMessages } from '../../shared/schemas/common.js';
import { HttpError, fieldErrors } from './errors.js';

export const validationFailedMessage = 'Girilen bilgiler geçersiz';
export const nulCharacterMessage = 'Gönderilen veri geçersiz bir karakter içeriyor';
export const inheritedKeyMessage = 'Gönderilen veri izin verilmeyen bir alan adı içeriyor';
export const inheritedKeyFieldMessage = 'Bu alan adı kullanılamaz';
export const tooDeepMessage = 'Gönderilen verinin yapısı çok derin';
export const notAFormMessage = 'Gönderilen veri bir form olmalı';

/** No form nests deeper than a content block's lists of per-language texts (data.items[0].title.tr). */
export const maxBodyDepth = 16;

/** A 422 that refuses one field, as validateBody answers a field its schema refuses. */
export const fieldError = (field: string, message: string) =>
  new HttpError(422, validationFailedMessage, { [field]: message });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type BodyProblem = { kind: 'too-deep' } | { kind: 'nul' } | { kind: 'inherited-key'; path: string };

/**
 * The first thing in a body no form sends: nesting deeper than maxBodyDepth, a NUL character (PostgreSQL
 * cannot store one) or a key named like an inherited property (see shared/schemas/jsonText.ts). Walked with
 * a queue, not recursion, so a deeply nested body cannot overflow the stack on its way to the 400.
 */
function bodyProblem(body: unknown): BodyProblem | undefined {
  const queue: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  for (let next = queue.pop(); next; next = queue.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { kind: 'nul' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxBodyDepth) return { kind: 'too-deep' };
    if (Array.isArray(value)) {
      value.forEach((item, index) =>
        queue.push({ value: item, path: `${path}[${index}]`, depth: depth + 1 }),
      );
      continue;
    }
    for (const key of Object.keys(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (isPrototypeKey(key)) return { kind: 'inherited-key', path: keyPath.slice(0, 200) };
      if (key.includes('\u0000')) return { kind: 'nul' };
      queue.push({ value: (value as Record<string, unknown>)[key], path: keyPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Refuses with 400 a body that holds something no form sends (see bodyProblem). */
export function refuseMalformedBody(body: unknown): void {
  const problem = bodyProblem(body);
  if (!problem) return;
  if (problem.kind === 'nul') throw new HttpError(400, nulCharacterMessage);
  if (problem.kind === 'too-deep') throw new HttpError(400, tooDeepMessage);
  throw new HttpError(400, inheritedKeyMessage, { [problem.path]: inheritedKeyFieldMessage });
}

/**
 * The fields where the schema expects text but the body holds an object or a list (a JSON body, or a form
 * field sent twice). yup's string transforms (trim, lowercase) would call string methods on them and throw a
 * TypeError, which would answer 500 to what is only bad input.
 */
function nonTextFields(schema: unknown, value: unknown, path: string, errors: Record<string, string>): void {
  if (value === null || typeof value !== 'object') return;
  if (schema instanceof StringSchema) {
    errors[path || '_'] ??= adminMessages.text;
  } else if (schema instanceof ObjectSchema && isPlainObject(value)) {
    for (const [key, field] of Object.entries(schema.fields)) {
      nonTextFields(field, value[key], path ? `${path}.${key}` : key, errors);
    }
  } else if (schema instanceof ArraySchema && Array.isArray(value)) {
    value.forEach((item, index) => nonTextFields(schema.innerType, item, `${path}[${index}]`, errors));
  }
}

/**
 * Validates a request body with the same yup schema the form uses. Fails with 422 and every field's first
 * message; unknown keys are dropped so a client cannot write columns the form does not show. What is not a
 * form at all (a list, a bare string or number, inherited key names a handler unwrapped from a JSON field)
 * is a 400 before yup sees it: yup would answer it in English, or throw.
 */
export async function validateBody<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
  context?: Record<string, unknown>,
): Promise<InferType<S>> {
  if (body !== undefined && body !== null && !isPlainObject(body)) throw new HttpError(400, notAFormMessage);
  refuseMalformedBody(body);
  const shapeErrors: Record<string, string> = {};
  nonTextFields(schema, body, '', shapeErrors);
  if (Object.keys(shapeErrors).length > 0) throw new HttpError(422, validationFailedMessage, shapeErrors);
  try {
    return await schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true, context });
  } catch (error) {
    if (error instanceof ValidationError) {
      throw new HttpError(422, validationFailedMessage, fieldErrors(error));
    }
    throw error;
  }
}

/**
 * Refuses an update that names none of the fields it could change (`{"foo":"bar"}`, an empty form): 422
 * with every field marked required. Updates of settings keep the fields a body leaves out, so such a body
 * would change nothing while answering success.
 */
/**
 * A replacing update (PUT of a settings row) must carry every field it replaces: one left out is refused
 * with 422 per missing field rather than written as empty.
 */
export function requireEveryField(body: Record<string, unknown>, fields: readonly string[]): void {
  const missing = fields.filter((field) => body[field] === undefined);
  if (missing.length === 0) return;
  throw new HttpError(
    422,
    validationFailedMessage,
    Object.fromEntries(missing.map((field) => [field, adminMessages.required])),
  );
}

export function requireSomeField(body: Record<string, unknown>, fields: readonly string[]): void {
  if (fields.some((field) => body[field] !== undefined)) return;
  throw new HttpError(
    422,
    validationFailedMessage,
    Object.fromEntries(fields.map((field) => [field, adminMessages.required])),
  );
}
