import type { FastifyInstance } from 'fastify';
import { contactSchema } from '../../../shared/schemas/contact.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import type { PublicContext } from './context.js';
import { contactMessageMail } from '../../mail/messages.js';
import { formPostRoute, officeFormSubmit, receivedColumns, storeWithMails } from './formSubmission.js';

/**
 * POST /api/contact (multipart, urlencoded or JSON): name, email, phone, subject, message and kvkk_consent.
 * Validated with the form's own schema and messages; the message is stored with the consent record (which
 * KVKK notice, when, from which address) before anything else happens.
 */
export async function contactFormRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [formPostRoute(ctx, '/api/contact', submitContactMessage)]);
}

/**
 * Validates, stores and e-mails one contact message; answers the success text of the visitor's language.
 * Shared by the site's request and the plain form post without JavaScript (scriptlessForms.ts).
 */
export const submitContactMessage = officeFormSubmit(async (ctx, request, body, messages) => {
  const { kvkk_consent: _accepted, ...input } = await validateBody(contactSchema(messages), body);
  const received = await receivedColumns(ctx, request);
  await storeWithMails(
    ctx,
    'contact',
    { table: 'contact_messages', values: { ...input, check: 0, section: 'mail', ...received } },
    (link, inbox) => [contactMessageMail(inbox, input, link)],
  );
});
