import type { FastifyRequest } from 'fastify';
import { englishOfWordedServerMessage, serverMessagesEnglishTable } from '../../shared/serverMessages.js';

/** The public site's language cookie (server/routes/public/context.ts languageCookie; http may not import routes). */
const languageCookie = '_lang';

/** The back office and its sign-in translate the server's Turkish themselves (admin/i18n): they get it as sent. */
const panelPrefixes = ['/api/admin', '/api/auth'];

/**
 * A refusal's message in the visitor's language (issue 30): on the public site's API, a visitor whose
 * language is English (the `_lang` cookie, as every public answer reads it) gets the English of a fixed
 * server message (shared/serverMessages.ts); any other language, and a message without an English text,
 * gets the Turkish one, the default language, as every other fallback does.
 */
export function visitorMessage(request: FastifyRequest, message: string): string {
  if (request.cookies?.[languageCookie] !== 'en') return message;
  if (panelPrefixes.some((prefix) => request.url.startsWith(prefix))) return message;
  return serverMessagesEnglishTable[message] ?? englishOfWordedServerMessage(message) ?? message;
}

/** The per-field messages of a refusal, each in the visitor's language as visitorMessage says. */
export function visitorFieldMessages(
  request: FastifyRequest,
  errors: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, visitorMessage(request, text)]),
  );
}
