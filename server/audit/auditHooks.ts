import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { type AuditTarget, auditTargetOf } from './auditTargets.js';
import { readAuditRecord } from './readRecord.js';
import { recordEntry, requestOf } from './recordEntry.js';
import { revertAction, takeVersionMark } from './versionMarks.js';
import { withoutPersonalFields } from '../privacy/auditRedaction.js';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const overridable = new Set(['PUT', 'PATCH', 'DELETE']);
const adminPrefix = /^\/api\/admin\/?/;

interface Pending {
  target: AuditTarget;
  before: Record<string, unknown> | null;
  request: Record<string, unknown>;
}

const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body)
    ? (request.body as Record<string, unknown>)
    : {};

/** The method a write means: a POST's `_method` (server/http/routes.ts dispatches on it the same way). */
function effectiveMethod(request: FastifyRequest, body: Record<string, unknown>): string {
  const override = typeof body._method === 'string' ? body._method.trim().toUpperCase() : '';
  return request.method === 'POST' && overridable.has(override) ? override : request.method;
}

/** What a write is about, or undefined for a GET, a session route or a path that is no route. */
export function auditTargetOfRequest(request: FastifyRequest): AuditTarget | undefined {
  const url = request.routeOptions.url;
  if (!writeMethods.has(request.method) || !url) return undefined;
  const body = bodyOf(request);
  const params = (request.params ?? {}) as Record<string, unknown>;
  return auditTargetOf(url.replace(adminPrefix, ''), effectiveMethod(request, body), params, body);
}

/** The id a create answered with (`{ data: { id } }`), from the serialized reply. */
function createdId(payload: unknown): string | undefined {
  if (typeof payload !== 'string' || payload.length > 2_000_000) return undefined;
  try {
    const id = (JSON.parse(payload) as { data?: { id?: unknown } }).data?.id;
    return typeof id === 'number' || typeof id === 'string' ? String(id) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Logs every successful write of the scope it is added to: before the handler runs, the record as it is;
 * when a 2xx answer is about to leave, the record as it became, with who did it. A write that fails (4xx,
 * 5xx) leaves no entry. Auditing never changes a write's answer: its own failures are logged and dropped.
 */
export function addAuditHooks(app: FastifyInstance, db: Db): void {
  const pending = new WeakMap<FastifyRequest, Pending>();

  app.addHook('preHandler', async (request) => {
    try {
      const found = auditTargetOfRequest(request);
      if (!found) return;
      // A restore's inner update is logged as what it is: going back to a version.
      const target = takeVersionMark(request) ? { ...found, action: revertAction } : found;
      const before =
        target.readable && target.recordId !== undefined && target.action !== 'create'
          ? await readAuditRecord(db, target.definition, target.recordId)
          : null;
      pending.set(request, { target, before, request: requestOf(request, bodyOf(request)) });
    } catch (error) {
      request.log.error({ err: error }, 'audit log: reading the record before the write failed');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const entry = pending.get(request);
    if (!entry) return payload;
    pending.delete(request);
    if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    try {
      const { target } = entry;
      // A person's record deleted for good keeps no copy of the person here (issue 29, KVKK).
      const before =
        target.action === 'delete'
          ? withoutPersonalFields(target.definition.table, entry.before)
          : entry.before;
      const recordId = target.recordId ?? (target.action === 'create' ? createdId(payload) : undefined);
      const after =
        target.readable && recordId !== undefined && target.action !== 'delete'
          ? await readAuditRecord(db, target.definition, recordId)
          : null;
      const rowId = (after ?? before)?.id;
      const loggedId = target.definition.logById && rowId !== undefined ? String(rowId) : recordId;
      await recordEntry(db, request, { target, recordId: loggedId, before, after, request: entry.request });
    } catch (error) {
      request.log.error({ err: error }, 'audit log: recording the write failed');
    }
    return payload;
  });
}
