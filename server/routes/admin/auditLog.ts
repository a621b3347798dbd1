import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditEntry, AuditEntrySummary } from '../../../shared/auditLog.js';
import { auditResources, auditTargetOf } from '../../audit/auditTargets.js';
import { addAuditHooks } from '../../audit/auditHooks.js';
import type { Db } from '../../db/database.js';
import { parseJson } from '../../db/json.js';
import { HttpError, forbidden, notFound } from '../../http/errors.js';
import { type RouteDef, invalidQueryMessage, registerRoutes } from '../../http/routes.js';
import { idParam } from './helpers.js';
import { istanbulDayRange } from './istanbulDays.js';
import { listQuerystring, pageOfQuery, pageQuery, queryText, searchCondition } from './listQuery.js';

const summaryColumns = [
  'id',
  'created_at',
  'user_id',
  'user_name',
  'user_email',
  'action',
  'resource',
  'record_id',
  'summary',
  'changes',
] as const;

const toSummary = <T extends { changes: string }>(row: T) => ({
  ...row,
  changes: parseJson<string[]>(row.changes, []),
});

const toEntry = <T extends { changes: string; before_json: string | null; after_json: string | null }>(
  row: T,
): AuditEntry => {
  const { before_json, after_json, ...rest } = row;
  return {
    ...(toSummary(rest) as unknown as AuditEntrySummary),
    before: parseJson<Record<string, unknown> | null>(before_json, null),
    after: parseJson<Record<string, unknown> | null>(after_json, null),
  };
};

/**
 * Kayıt Geçmişi (issue 14): every successful back office write, logged by the hooks this module adds to the
 * admin scope (server/audit), and read here.
 *
 * Who may read what:
 * - the whole log (`/audit-log`, `/audit-log/:id`, filters by user, resource, action, days, record) needs
 *   `users`, the administrators' permission;
 * - one record's history, with its states before and after each write, is read under the resource's own
 *   path (`GET /contracts/history?record_id=3`, `/settings/company/history?record_id=1`), so it needs exactly
 *   what that resource needs: whoever may edit a record may read its history. The permission is the one the
 *   resource's write routes declare, collected as they are registered (and the registry's guard, which gives
 *   a path below a resource that resource's permission, agrees by construction).
 *
 * Registered first among the admin routes and without encapsulation (fastify-plugin), so its hooks cover
 * every admin route registered after it.
 */
// eslint-disable-next-line max-lines-per-function -- registers the resource's routes: a list of short handlers, read as the API's table
export const auditLogRoutes = fp(async function auditLogRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const writeAccess = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: string } | undefined)?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'GET' || method === 'HEAD' || !access || access === 'signed-in') continue;
      const target = auditTargetOf(route.url.replace(/^\/api\/admin\/?/, ''), method, {}, {});
      if (!target) continue;
      const set = writeAccess.get(target.resource) ?? new Set<string>();
      set.add(access);
      writeAccess.set(target.resource, set);
    }
  });
  addAuditHooks(app, db);

  /** Whether a user may edit a resource: they hold every permission its write routes ask for. */
  const mayEdit = (permissions: string[], resource: string) => {
    const needed = writeAccess.get(resource);
    return !!needed && needed.size > 0 && [...needed].every((p) => permissions.includes(p));
  };

  const list = async (
    query: Record<string, unknown>,
    fixed: { resource?: string; recordId?: string } = {},
  ) => {
    const q = pageQuery(query, 25);
    const { since, before } = istanbulDayRange(query);
    const resource = fixed.resource ?? queryText(query.resource, 100);
    const recordId = fixed.recordId ?? queryText(query.record_id, 200);
    const userId = queryText(query.user_id, 12);
    const user = queryText(query.user, 100);
    const action = queryText(query.action, 30);

    let filtered = db.selectFrom('audit_log');
    if (resource) filtered = filtered.where('resource', '=', resource);
    if (recordId) filtered = filtered.where('record_id', '=', recordId);
    if (action) filtered = filtered.where('action', '=', action);
    if (userId && /^\d{1,9}$/.test(userId)) filtered = filtered.where('user_id', '=', Number(userId));
    if (user) filtered = filtered.where(searchCondition(db, ['user_name', 'user_email'], user));
    if (since) filtered = filtered.where('created_at', '>=', since);
    if (before) filtered = filtered.where('created_at', '<', before);
    if (q.search) filtered = filtered.where(searchCondition(db, ['summary', 'record_id'], q.search));
    return { filtered, q };
  };

  const historyRoutes: RouteDef[] = Object.entries(auditResources)
    .filter(([, definition]) => definition.table)
    .map(([resource]) => ({
      method: 'GET',
      url: `/${resource}/history`,
      access: 'signed-in',
      schema: { querystring: listQuerystring },
      handler: async (request) => {
        if (!mayEdit(request.user?.permissions ?? [], resource)) throw forbidden();
        const query = request.query as Record<string, unknown>;
        const recordId = queryText(query.record_id, 200);
        if (!recordId) throw new HttpError(400, invalidQueryMessage, { record_id: 'Kayıt belirtilmeli' });
        const { filtered, q } = await list(
          { ...query, per_page: query.per_page ?? '10' },
          { resource, recordId },
        );
        const page = await pageOfQuery(filtered, q, (s) =>
          s
            .select([...summaryColumns, 'before_json', 'after_json'])
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc'),
        );
        return { success: true, data: { ...page, items: page.items.map(toEntry) } };
      },
    }));

  registerRoutes(app, [
    {
      method: 'GET',
      url: '/audit-log',
      access: 'users',
      schema: { querystring: listQuerystring },
      handler: async (request) => {
        const { filtered, q } = await list(request.query as Record<string, unknown>);
        const page = await pageOfQuery(filtered, q, (s) =>
          s.select(summaryColumns).orderBy('created_at', 'desc').orderBy('id', 'desc'),
        );
        const items: AuditEntrySummary[] = page.items.map(toSummary);
        return { success: true, data: { ...page, items } };
      },
    },
    {
      method: 'GET',
      url: '/audit-log/:id',
      access: 'users',
      handler: async (request) => {
        const row = await db
          .selectFrom('audit_log')
          .select([...summaryColumns, 'before_json', 'after_json'])
          .where('id', '=', idParam(request))
          .executeTakeFirst();
        if (!row) throw notFound();
        return { success: true, data: toEntry(row) };
      },
    },
    ...historyRoutes,
  ]);
});
