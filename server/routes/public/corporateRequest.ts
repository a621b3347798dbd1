import type { FastifyInstance } from 'fastify';
import { corporateRequestSchema } from '../../../shared/schemas/corporateRequest.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { corporateRequestConfirmation, corporateRequestMail, mailLanguage } from '../../mail/messages.js';
import { type PublicContext, resolveLanguage } from './context.js';
import { formPostRoute, officeFormSubmit, receivedColumns, storeWithMails } from './formSubmission.js';

/**
 * POST /api/corporate-requests (multipart, urlencoded or JSON): company, name, email, phone, participants,
 * topics, preferred_dates, city, online, note and kvkk_consent (issue 32). Stored with the consent record
 * (which KVKK notice, when, from which address); the office's notice (with a link to the record) and the
 * visitor's confirmation, in their language, go through the outbox in the same transaction. A browser
 * without JavaScript posts the same form to /forms/corporate-request (scriptlessForms.ts).
 */
export async function corporateRequestRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [formPostRoute(ctx, '/api/corporate-requests', submitCorporateRequest)]);
}

/**
 * Validates, stores and e-mails one corporate request; answers the success text of the visitor's language.
 * Shared by the site's request and the plain form post without JavaScript (scriptlessForms.ts).
 */
export const submitCorporateRequest = officeFormSubmit(async (ctx, request, body, messages) => {
  const { kvkk_consent: _accepted, ...input } = await validateBody(corporateRequestSchema(messages), body);
  const lang = await resolveLanguage(ctx, request);
  const received = await receivedColumns(ctx, request);
  await storeWithMails(
    ctx,
    'corporate-request',
    {
      table: 'corporate_requests',
      values: {
        company: input.company,
        name: input.name,
        email: input.email,
        phone: input.phone,
        participants: input.participants,
        topics: input.topics,
        preferred_dates: input.preferred_dates || null,
        city: input.city || null,
        online: input.online ? 1 : 0,
        note: input.note || null,
        lang,
        ...received,
        updated_at: received.created_at,
      },
    },
    (link, inbox) => [
      corporateRequestMail(inbox, input, link),
      corporateRequestConfirmation(input, mailLanguage(lang), inbox),
    ],
  );
});
