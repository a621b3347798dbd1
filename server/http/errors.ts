import { ValidationError } from 'yup';
import type { SessionEndReason } from '../../shared/sessionIdle.js';

/** An error whose message is safe to show to the client, with an HTTP status and optional per-field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * A back office request whose session is over: 401 with the spec's message and a machine-readable `reason`
 * (shared/sessionIdle.ts), so the back office can tell the user why they must sign in again.
 */
export class SessionEndedError extends HttpError {
  constructor(readonly reason: SessionEndReason) {
    super(401, unauthorizedMessage);
  }
}

export const unauthorizedMessage = 'Oturumunuz geçersiz veya süresi doldu. Lütfen tekrar giriş yapın.';

export const notFound = (message = 'Kayıt bulunamadı') => new HttpError(404, message);
export const forbidden = (message = 'Bu işlem için yetkiniz yok') => new HttpError(403, message);

/** Turns a yup ValidationError (abortEarly: false) into the first message per field. */
export function fieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const key = item.path ?? '_';
    if (!(key in errors)) errors[key] = item.message;
  }
  return errors;
}
