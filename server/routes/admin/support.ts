import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  supportRequestSchema,
  supportStatusSchema,
  supportStatuses,
} from '../../../shared/schemas/support.js';
import type { Db } from '../../db/database.js';
import { adminRecordLink, supportRequestMail } from '../../mail/messages.js';
import type { MailOutbox } from '../../mail/outbox.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { bodyOf, idParam, successMessages } from './helpers.js';
import { listRoute, pageOfQuery, searchCondition } from './listQuery.js';

/** Whoever may change a request's status (an administrator) also sees everyone's requests. */
const managerPermission = 'settings';

const columns = [
  's.id',
  's.user_id',
  's.subject',
  's.message',
  's.priority',
  's.status',
  's.created_at',
  's.updated_at',
  'u.name as user_name',
] as const;

const withUser = (db: Db) =>
  db.selectFrom('support_requests as s').leftJoin('users as u', 'u.id', 's.user_id');

function seesAll(request: FastifyRequest): boolean {
  return request.user!.permissions.includes(managerPermission);
}

async function findRequest(db: Db, request: FastifyRequest, id: number) {
  const row = await withUser(db)
    .select(columns)
    .where('s.id', '=', id)
    .$if(!seesAll(request), (qb) => qb.where('s.user_id', '=', request.user!.id))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Support requests filed from the panel (subject, message, priority) and their status. */
export async function supportRoutes(app: FastifyInstance, { db, mail }: { db: Db; mail?: MailOutbox }) {
  registerRoutes(app, [
    listRoute('/support', 'support', async (q, request) => {
      const { status } = request.query as Record<string, unknown>;
      const filtered = withUser(db)
        .$if(!seesAll(request), (qb) => qb.where('s.user_id', '=', request.user!.id))
        .$if(typeof status === 'string' && (supportStatuses as readonly string[]).includes(status), (qb) =>
          qb.where('s.status', '=', status as (typeof supportStatuses)[number]),
        )
        .$if(q.search !== '', (qb) => qb.where(searchCondition(db, ['s.subject', 's.message'], q.search)));
      return pageOfQuery(filtered, q, (query) =>
        query.select(columns).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc'),
      );
    }),
    {
      method: 'GET',
      url: '/support/:id',
      access: 'support',
      handler: async (request) => ({ success: true, data: await findRequest(db, request, idParam(request)) }),
    },
    {
      method: 'POST',
      url: '/support',
      access: 'support',
      handler: async (request, reply) => {
        const input = await validateBody(supportRequestSchema, bodyOf(request));
        const now = new Date().toISOString();
        const user = request.user!;
        const row = await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('support_requests')
            .values({ ...input, user_id: user.id, status: 'open', created_at: now, updated_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await mail?.enqueue(
            trx,
            supportRequestMail(
              mail.companyInbox,
              { ...input, userName: user.name, userEmail: user.email },
              adminRecordLink(mail.adminOrigin, 'support', inserted.id),
            ),
          );
          return inserted;
        });
        mail?.wake();
        reply.status(201);
        return {
          success: true,
          message: successMessages.created,
          data: await findRequest(db, request, row.id),
        };
      },
    },
    {
      method: 'PUT',
      url: '/support/:id/status',
      access: 'settings',
      handler: async (request) => {
        const id = idParam(request);
        const input = await validateBody(supportStatusSchema, bodyOf(request));
        const result = await db
          .updateTable('support_requests')
          .set({ status: input.status, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw notFound();
        return { success: true, message: successMessages.changed, data: await findRequest(db, request, id) };
      },
    },
  ]);
}
