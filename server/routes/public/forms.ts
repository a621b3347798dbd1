import type { FastifyRequest } from 'fastify';
import { resolveFormErrors } from '../../../shared/schemas/contact.js';
import { type PublicContext, resolveLanguage } from './context.js';
import { loadDictionary } from './languages.js';

/**
 * Per IP and per form: FORM_RATE_LIMIT submissions (5 by default) in 10 minutes, then 429 with the error
 * envelope and Retry-After.
 */
export const formRateLimit = {
  max: (request: FastifyRequest) => request.server.config.formRateLimit,
  timeWindow: 10 * 60 * 1000,
} as const;

/** The hidden field bots fill in; people never see it. */
export const honeypotField = 'website';

export const defaultSentMessage = 'Mesajınız yetkililere iletildi. En kısa sürede size dönüş yapacağız.';

export function isHoneypotFilled(body: unknown): boolean {
  const value = (body as Record<string, unknown> | null | undefined)?.[honeypotField];
  return typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0;
}

/** The form_error texts of the visitor's language (validation messages and the success text). */
export async function formTexts(ctx: PublicContext, request: FastifyRequest) {
  const lang = await resolveLanguage(ctx, request);
  const formError = (await loadDictionary(ctx, lang)).form_error;
  return {
    messages: resolveFormErrors(formError),
    sent: formError.yetkililere_iletildi || defaultSentMessage,
  };
}

export const clientIp = (request: FastifyRequest) => request.ip.slice(0, 64);
