import type { FastifyRequest } from 'fastify';
import type { FormSubmitResponse } from '../../../shared/publicApi.js';
import type { Generated, Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RouteDef } from '../../http/routes.js';
import { adminRecordLink } from '../../mail/messages.js';
import type { OutgoingMail } from '../../mail/outbox.js';
import { consentVersion } from '../../services/kvkkSettings.js';
import type { PublicContext } from './context.js';
import { clientIp, formRateLimit, formTexts, isHoneypotFilled } from './forms.js';

/*
 * What the site's forms that the office answers (contact, careers, corporate requests) do alike: the site's
 * POST, the consent record each row keeps, and the row written with the office's mail in one transaction, so
 * a message is never stored without its notice nor noticed without being stored.
 */

/** A form's submit function: validates and stores `body`, answers the "sent" text of the visitor's language. */
export type FormSubmit = (ctx: PublicContext, request: FastifyRequest, body: unknown) => Promise<string>;

/** The visitor's validation messages, as formTexts gives them. */
type FormMessages = Awaited<ReturnType<typeof formTexts>>['messages'];

/**
 * A form's submit from the part that is its own (`store`: validate `body` with `messages`, then store it
 * with its mails). Around it, what every such form does: a bot that filled the hidden field is told it
 * worked, so it has no reason to try again, and nothing is stored; the outbox is woken once all is in place.
 */
export const officeFormSubmit =
  (
    store: (
      ctx: PublicContext,
      request: FastifyRequest,
      body: unknown,
      messages: FormMessages,
    ) => Promise<void>,
  ): FormSubmit =>
  async (ctx, request, body) => {
    const texts = await formTexts(ctx, request);
    if (isHoneypotFilled(body)) return texts.sent;
    await store(ctx, request, body, texts.messages);
    ctx.mail?.wake();
    return texts.sent;
  };

/** POST <url> from the site's code: the form's submit, rate-limited like every public write. */
export const formPostRoute = (
  ctx: PublicContext,
  url: string,
  submit: FormSubmit,
  config: Record<string, unknown> = {},
): RouteDef => ({
  method: 'POST',
  url,
  options: { config: { rateLimit: formRateLimit, ...config } },
  handler: async (request): Promise<FormSubmitResponse> => ({
    success: true,
    message: await submit(ctx, request, request.body),
  }),
});

/** The consent record a form's row keeps (which KVKK notice, when, from which address), and when it came. */
export async function receivedColumns(ctx: PublicContext, request: FastifyRequest) {
  const now = new Date().toISOString();
  return {
    ip: clientIp(request),
    consent_version: await consentVersion(ctx.db),
    consent_at: now,
    created_at: now,
  };
}

type FormTable = 'contact_messages' | 'hr_applications' | 'corporate_requests';

/**
 * Writes a form's row into `table` and, when mail is on, the mails `mailsOf` makes with the link to the
 * record in the back office, in one transaction. The caller wakes the outbox once all is in place (a CV is
 * moved into place after the commit).
 */
export async function storeWithMails<T extends FormTable>(
  ctx: PublicContext,
  kind: Parameters<typeof adminRecordLink>[1],
  row: { table: T; values: Insertable<Database[T]> },
  mailsOf: (link: string, companyInbox: string) => OutgoingMail[],
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    // Kysely types an insert by a table named in the code; here it is the caller's, whose values it typed.
    const { id } = await (trx as unknown as Kysely<Record<FormTable, { id: Generated<number> }>>)
      .insertInto(row.table as FormTable)
      .values(row.values as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!ctx.mail) return;
    const link = adminRecordLink(ctx.mail.adminOrigin, kind, id);
    for (const mail of mailsOf(link, ctx.mail.companyInbox)) await ctx.mail.enqueue(trx, mail);
  });
}
