import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  type MailOutboxEntry,
  mailOutboxMessages as messages,
  mailOutboxStatuses,
} from '../../../shared/mailOutbox.js';
import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../http/errors.js';
import {
  forgottenContent,
  type MailOutbox,
  queuedFrom,
  secretMailKinds,
  unclaimed,
} from '../../mail/outbox.js';
import { registerRoutes } from '../../http/routes.js';
import { idParam } from './helpers.js';
import { listRoute, pageOfQuery, queryText, searchCondition } from './listQuery.js';

/** Its text, HTML and reply-to are never selected: what a message said is not for reading here. */
const listedColumns = [
  'id',
  'kind',
  'recipient',
  'subject',
  'status',
  'attempts',
  'next_attempt_at',
  'last_error',
  'created_at',
  'sent_at',
] as const;

/** A listed row as the API answers it: the CASE's 0 or 1 as a boolean. */
const toEntry = (row: Omit<MailOutboxEntry, 'has_content'> & { has_content: number }): MailOutboxEntry => ({
  ...row,
  has_content: Number(row.has_content) === 1,
});

/**
 * E-posta Kayıtları (issue 29): the administrators see what was e-mailed, to whom, and whether it failed;
 * they send a waiting or failed message again, or cancel one that waits. Cancelling keeps the text (so
 * that it can still be sent) except a reset link's; a message whose text was cleared (a reset link,
 * or one past the KVKK retention of e-mail bodies) cannot be sent again.
 */
// eslint-disable-next-line max-lines-per-function -- registers the resource's routes: a list of short handlers, read as the API's table
export async function mailOutboxRoutes(app: FastifyInstance, { db, mail }: { db: Db; mail?: MailOutbox }) {
  const hasContent = sql<number>`case when ${sql.ref('text')} <> '' then 1 else 0 end`.as('has_content');

  const findEntry = async (id: number): Promise<MailOutboxEntry> => {
    const row = await db
      .selectFrom('mail_outbox')
      .select([...listedColumns, hasContent])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return toEntry(row);
  };

  const conflict = (message: string) => new HttpError(409, message);

  registerRoutes(app, [
    listRoute(
      '/mail-outbox',
      'users',
      async (q, request) => {
        const query = request.query as Record<string, unknown>;
        const status = queryText(query.status, 20);
        const kind = queryText(query.kind, 40);
        let filtered = db.selectFrom('mail_outbox');
        if (status && (mailOutboxStatuses as readonly string[]).includes(status)) {
          filtered = filtered.where('status', '=', status as MailOutboxEntry['status']);
        }
        if (kind) filtered = filtered.where('kind', '=', kind);
        if (q.search) filtered = filtered.where(searchCondition(db, ['recipient'], q.search));
        const page = await pageOfQuery(filtered, q, (s) =>
          s
            .select([...listedColumns, hasContent])
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc'),
        );
        return { ...page, items: page.items.map(toEntry) };
      },
      { perPage: 25 },
    ),
    {
      method: 'PUT',
      url: '/mail-outbox/:id/retry',
      access: 'users',
      handler: async (request) => {
        const id = idParam(request);
        const now = new Date().toISOString();
        const result = await db
          .updateTable('mail_outbox')
          .set(queuedFrom(now))
          .where('id', '=', id)
          .where('status', 'in', ['pending', 'failed', 'cancelled'])
          .where('text', '<>', '')
          .where('kind', 'not in', secretMailKinds)
          .where(unclaimed(now))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) {
          const entry = await findEntry(id);
          if (entry.status === 'sent') throw conflict(messages.alreadySent.tr);
          if (secretMailKinds.includes(entry.kind)) throw conflict(messages.resetExpired.tr);
          if (!entry.has_content) throw conflict(messages.contentCleared.tr);
          throw conflict(messages.sending.tr);
        }
        mail?.wake();
        return { success: true, message: messages.retried.tr, data: await findEntry(id) };
      },
    },
    {
      method: 'PUT',
      url: '/mail-outbox/:id/cancel',
      access: 'users',
      handler: async (request) => {
        const id = idParam(request);
        const now = new Date().toISOString();
        const current = await findEntry(id);
        const result = await db
          .updateTable('mail_outbox')
          .set({
            ...(secretMailKinds.includes(current.kind) ? forgottenContent : {}),
            status: 'cancelled',
            claimed_until: null,
          })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .where(unclaimed(now))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) {
          const entry = await findEntry(id);
          throw conflict(entry.status === 'pending' ? messages.sending.tr : messages.notPending.tr);
        }
        return { success: true, message: messages.cancelled.tr, data: await findEntry(id) };
      },
    },
  ]);
}
