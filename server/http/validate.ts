import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';
import { HttpError, fieldErrors } from './errors.js';

export const validationFailedMessage = 'Girilen bilgiler geçersiz';

/**
 * Validates a request body with the same yup schema the form uses. Fails with 422 and every field's first
 * message; unknown keys are dropped so a client cannot write columns the form does not show.
 */
export async function validateBody<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
  context?: Record<string, unknown>,
): Promise<InferType<S>> {
  try {
    return await schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true, context });
  } catch (error) {
    if (error instanceof ValidationError) {
      throw new HttpError(422, validationFailedMessage, fieldErrors(error));
    }
    throw error;
  }
}
