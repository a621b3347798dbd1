import {
  type AnyObjectSchema,
  ArraySchema,
  type InferType,
  ObjectSchema,
  StringSchema,
  ValidationError,
} from 'yup';
import { adminMessages } from '../../shared/schemas/common.js';
import { HttpError, fieldErrors } from './errors.js';

export const validationFailedMessage = 'Girilen bilgiler geçersiz';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
 * message; unknown keys are dropped so a client cannot write columns the form does not show.
 */
export async function validateBody<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
  context?: Record<string, unknown>,
): Promise<InferType<S>> {
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
