import type { FastifyInstance } from 'fastify';
import {
  type AdminPreRegistration,
  type PreRegistrationStatus,
  preRegistrationStatuses,
  preRegistrationUpdateSchema,
  waitlistActionSchema,
} from '../../../shared/schemas/preRegistration.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { parseTranslated, pickLang } from '../../db/json.js';
import type { MailOutbox } from '../../mail/outbox.js';
import {
  afterStatusChange,
  moveInQueue,
  offerFreedSeats,
  type WaitlistOptions,
} from '../../services/waitlistOffers.js';
import { registeredCourses } from '../../services/registeredCourses.js';
import { siteOrigin } from '../../ssr/pageRenderer.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { bodyOf, idParam, recordRoute, successMessages } from './helpers.js';
import { istanbulDayRange } from './istanbulDays.js';
import { listRoute, pageOfQuery, searchCondition } from './listQuery.js';
import { personalRecordDeleteRoute } from './personalRecordDelete.js';
import { pipelineChange } from './pipelineChange.js';

const columns = [
  'r.id',
  'r.product_id',
  'p.title as course_title',
  'r.session_id',
  'r.session_starts_at',
  'r.session_place',
  'r.name',
  'r.email',
  'r.phone',
  'r.company',
  'r.participants',
  'r.note',
  'r.waitlist',
  'r.status',
  'r.owner_note',
  'r.consent_version',
  'r.consent_at',
  'r.created_at',
  'r.updated_at',
  'r.lang',
  'r.waitlist_position',
  'r.offered_at',
  'r.offer_expires_at',
] as const;

const withCourse = (db: Db) =>
  db.selectFrom('pre_registrations as r').innerJoin('products as p', 'p.id', 'r.product_id');

/** The course title in Turkish, the back office's language for records. */
const toAdmin = <T extends { course_title: string; status: string }>(row: T) =>
  ({
    ...row,
    course_title: pickLang(parseTranslated(row.course_title), 'tr'),
  }) as unknown as AdminPreRegistration;

const positiveId = (raw: unknown) =>
  typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;

/**
 * Ön Kayıtlar: the visitors' pre-registrations, filtered by course, session, status and the day they came in,
 * moved through the pipeline with an owner note, removed on request (KVKK: a person may ask).
 */
// eslint-disable-next-line max-lines-per-function -- registers the resource's routes: a list of short handlers, read as the API's table
export async function preRegistrationRoutes(
  app: FastifyInstance,
  { db, config, mail }: { db: Db; config: Config; mail?: MailOutbox },
) {
  // The waiting list moves with the office's changes: freed seats are offered, visitors e-mailed.
  const waitlist: WaitlistOptions = { mail: mail && { outbox: mail, siteOrigin: siteOrigin(config) } };
  const find = async (id: number) => {
    const row = await withCourse(db).select(columns).where('r.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toAdmin(row);
  };

  registerRoutes(app, [
    listRoute('/pre-registrations', 'inbox', async (q, request) => {
      const query = request.query as Record<string, unknown>;
      const productId = positiveId(query.product_id);
      const sessionId = positiveId(query.session_id);
      const status = preRegistrationStatuses.find((value) => value === query.status);
      const waiting = query.waitlist === '1' ? 1 : query.waitlist === '0' ? 0 : undefined;
      // The office's "from 21.12" means Turkish days (./istanbulDays.ts).
      const { since, before } = istanbulDayRange(query);
      const filtered = withCourse(db)
        .$if(productId !== undefined, (qb) => qb.where('r.product_id', '=', productId!))
        .$if(sessionId !== undefined, (qb) => qb.where('r.session_id', '=', sessionId!))
        .$if(status !== undefined, (qb) => qb.where('r.status', '=', status as PreRegistrationStatus))
        .$if(waiting !== undefined, (qb) => qb.where('r.waitlist', '=', waiting!))
        .$if(since !== undefined, (qb) => qb.where('r.created_at', '>=', since!))
        .$if(before !== undefined, (qb) => qb.where('r.created_at', '<', before!))
        .$if(q.search !== '', (qb) =>
          qb.where(searchCondition(db, ['r.name', 'r.email', 'r.phone', 'r.company'], q.search)),
        );
      // The waiting list reads as the queues it is: per session, first in line first.
      const page = await pageOfQuery(filtered, q, (qb) =>
        waiting === 1
          ? qb
              .select(columns)
              .orderBy('r.session_starts_at')
              .orderBy('r.session_id')
              .orderBy('r.waitlist_position')
              .orderBy('r.id')
          : qb.select(columns).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc'),
      );
      return { ...page, items: page.items.map(toAdmin) };
    }),
    {
      method: 'GET',
      url: '/pre-registrations/new-count',
      access: 'inbox',
      handler: async () => {
        const row = await db
          .selectFrom('pre_registrations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'new')
          .executeTakeFirstOrThrow();
        return { success: true, data: { count: Number(row.n) } };
      },
    },
    {
      method: 'GET',
      url: '/pre-registrations/courses',
      access: 'inbox',
      handler: async () => ({ success: true, data: await registeredCourses(db) }),
    },
    recordRoute('/pre-registrations/:id', 'inbox', find),
    {
      method: 'PUT',
      url: '/pre-registrations/:id',
      access: 'inbox',
      handler: async (request) => {
        const id = idParam(request);
        const input = await validateBody(preRegistrationUpdateSchema, bodyOf(request));
        const sessionId = await db.transaction().execute(async (trx) => {
          const before = await trx
            .selectFrom('pre_registrations')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirst();
          if (!before) throw notFound();
          const after = await trx
            .updateTable('pre_registrations')
            .set(pipelineChange(input))
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          // A cancelled row lets its seat go; a status the settings list e-mails the visitor.
          await afterStatusChange(trx, before, after, waitlist);
          return after.session_id;
        });
        if (input.status === 'cancelled') await offerFreedSeats(db, sessionId, waitlist);
        mail?.wake();
        return { success: true, message: successMessages.updated, data: await find(id) };
      },
    },
    {
      method: 'PUT',
      url: '/pre-registrations/:id/waitlist',
      access: 'inbox',
      handler: async (request) => {
        const id = idParam(request);
        const input = await validateBody(waitlistActionSchema, bodyOf(request));
        if (!(await moveInQueue(db, id, input.action, waitlist))) throw notFound();
        return { success: true, message: successMessages.updated, data: await find(id) };
      },
    },
    personalRecordDeleteRoute(db, {
      url: '/pre-registrations',
      table: 'pre_registrations',
      find,
      // The seat it held goes to the waiting list.
      deleted: (row) => offerFreedSeats(db, row.session_id, waitlist),
    }),
  ]);
}
