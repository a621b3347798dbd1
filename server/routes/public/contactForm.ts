import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FormSubmitResponse } from '../../../shared/publicApi.js';
import { contactSchema } from '../../../shared/schemas/contact.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import type { PublicContext } from './context.js';
import { adminRecordLink, contactMessageMail } from '../../mail/messages.js';
import { consentVersion } from '../../services/kvkkSettings.js';
import { clientIp, formRateLimit, formTexts, isHoneypotFilled } from './forms.js';

/**
 * POST /api/contact (multipart, urlencoded or JSON): name, email, phone, subject, message and kvkk_consent.
 * Validated with the form's own schema and messages; the message is stored with the consent record (which
 * KVKK notice, when, from which address) before anything else happens.
 */
export async function contactFormRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    {
      method: 'POST',
      url: '/api/contact',
      options: { config: { rateLimit: formRateLimit } },
      handler: async (request): Promise<FormSubmitResponse> => ({
        success: true,
        message: await submitContactMessage(ctx, request, request.body),
      }),
    },
  ]);
}

/**
 * Validates, stores and e-mails one contact message; answers the success text of the visitor's language.
 * Shared by the site's request and the plain form post without JavaScript (scriptlessForms.ts).
 */
export async function submitContactMessage(
  ctx: PublicContext,
  request: FastifyRequest,
  body: unknown,
): Promise<string> {
  const texts = await formTexts(ctx, request);
  // A bot that filled the hidden field is told it worked, so it has no reason to try again.
  if (isHoneypotFilled(body)) return texts.sent;
  const { kvkk_consent: _accepted, ...input } = await validateBody(contactSchema(texts.messages), body);
  const now = new Date().toISOString();
  const version = await consentVersion(ctx.db);
  await ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('contact_messages')
      .values({
        ...input,
        check: 0,
        section: 'mail',
        ip: clientIp(request),
        consent_version: version,
        consent_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (ctx.mail) {
      const link = adminRecordLink(ctx.mail.adminOrigin, 'contact', id);
      await ctx.mail.enqueue(trx, contactMessageMail(ctx.mail.companyInbox, input, link));
    }
  });
  ctx.mail?.wake();
  return texts.sent;
}
