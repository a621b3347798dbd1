import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PreRegistrationResult } from '../../../shared/schemas/preRegistration.js';
import { preRegistrationSchema } from '../../../shared/schemas/preRegistration.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { preRegistrationTexts, registerForSession } from '../../services/preRegistrations.js';
import { type PublicContext, resolveLanguage } from './context.js';
import { clientIp, formRateLimit, formTexts, isHoneypotFilled } from './forms.js';

/**
 * POST /api/pre-registrations (multipart, urlencoded or JSON): session_id, name, email, phone, company,
 * participants, note, kvkk_consent, waitlist. The seats are checked in the same transaction that stores the
 * row (services/preRegistrations.ts); the answer carries the seats left, which the site shows at once.
 */
export async function preRegistrationRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    {
      method: 'POST',
      url: '/api/pre-registrations',
      options: { config: { rateLimit: formRateLimit } },
      handler: async (request): Promise<{ success: true; message: string; data: PreRegistrationResult }> => ({
        success: true,
        ...(await submitPreRegistration(ctx, request, request.body)),
      }),
    },
  ]);
}

/**
 * Validates and stores one pre-registration (or waiting-list entry) and sends its e-mails; answers the text
 * to show and the seats left. Shared by the site's request and the plain form post (scriptlessForms.ts).
 */
export async function submitPreRegistration(
  ctx: PublicContext,
  request: FastifyRequest,
  body: unknown,
): Promise<{ message: string; data: PreRegistrationResult }> {
  const texts = await formTexts(ctx, request);
  if (isHoneypotFilled(body)) return { message: texts.sent, data: { waitlist: false, seats_left: null } };
  const input = await validateBody(preRegistrationSchema(texts.messages), body);
  // The refusals, the waiting-list answer and the confirmation e-mail speak the visitor's language.
  const lang = await resolveLanguage(ctx, request);
  const result = await registerForSession(ctx.db, input, {
    ip: clientIp(request),
    lang,
    mail: ctx.mail && { outbox: ctx.mail, lang },
  });
  ctx.mail?.wake();
  // The calendar and the course page show the seats left. Naming the course lets the catalogue and the
  // search index read that one course again instead of all of them (routes/public/catalogueStore.ts).
  const session = await ctx.db
    .selectFrom('product_sessions')
    .select('product_id')
    .where('id', '=', input.session_id)
    .executeTakeFirst();
  ctx.cache.clear(session ? { resource: 'products', ids: [session.product_id] } : undefined);
  return { message: result.waitlist ? preRegistrationTexts(lang).waitlisted : texts.sent, data: result };
}
