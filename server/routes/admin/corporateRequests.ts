import type { FastifyInstance } from 'fastify';
import {
  type AdminCorporateRequest,
  type CorporateRequestStatus,
  corporateRequestFields,
  corporateRequestStatuses,
  corporateRequestUpdateSchema,
} from '../../../shared/schemas/corporateRequest.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { validateBody } from '../../http/validate.js';
import { bodyOf, idParam, recordRoute, successMessages } from './helpers.js';
import { istanbulDayRange } from './istanbulDays.js';
import { listRoute, pageOfQuery, searchCondition } from './listQuery.js';
import { personalRecordDeleteRoute } from './personalRecordDelete.js';
import { pipelineChange } from './pipelineChange.js';

const columns = [
  'id',
  ...corporateRequestFields,
  'lang',
  'status',
  'owner_note',
  'consent_version',
  'consent_at',
  'created_at',
  'updated_at',
] as const;

const toAdmin = <T>(row: T) => row as unknown as AdminCorporateRequest;

/**
 * Kurumsal Talepler (issue 32): companies' requests for an in-house training, filtered by status, text and
 * the day they came in, moved through the pipeline with an owner note, removed on request (KVKK: a person
 * may ask). The same inbox access as Ön Kayıtlar.
 */
export async function corporateRequestRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const find = async (id: number) => {
    const row = await db
      .selectFrom('corporate_requests')
      .select(columns)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return toAdmin(row);
  };

  registerRoutes(app, [
    listRoute('/corporate-requests', 'inbox', async (q, request) => {
      const query = request.query as Record<string, unknown>;
      const status = corporateRequestStatuses.find((value) => value === query.status);
      // The office's "from 21.12" means Turkish days (./istanbulDays.ts).
      const { since, before } = istanbulDayRange(query);
      const filtered = db
        .selectFrom('corporate_requests')
        .$if(status !== undefined, (qb) => qb.where('status', '=', status as CorporateRequestStatus))
        .$if(since !== undefined, (qb) => qb.where('created_at', '>=', since!))
        .$if(before !== undefined, (qb) => qb.where('created_at', '<', before!))
        .$if(q.search !== '', (qb) =>
          qb.where(searchCondition(db, ['company', 'name', 'email', 'phone', 'topics', 'city'], q.search)),
        );
      const page = await pageOfQuery(filtered, q, (qb) =>
        qb.select(columns).orderBy('created_at', 'desc').orderBy('id', 'desc'),
      );
      return { ...page, items: page.items.map(toAdmin) };
    }),
    recordRoute('/corporate-requests/:id', 'inbox', find),
    {
      method: 'PUT',
      url: '/corporate-requests/:id',
      access: 'inbox',
      handler: async (request) => {
        const id = idParam(request);
        const input = await validateBody(corporateRequestUpdateSchema, bodyOf(request));
        const updated = await db
          .updateTable('corporate_requests')
          .set(pipelineChange(input))
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw notFound();
        return { success: true, message: successMessages.updated, data: await find(id) };
      },
    },
    personalRecordDeleteRoute(db, { url: '/corporate-requests', table: 'corporate_requests', find }),
  ]);
}
