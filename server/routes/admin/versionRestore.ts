import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { accessOfApiPath } from '../../../shared/adminAccess.js';
import type { AuditEntry } from '../../../shared/auditLog.js';
import {
  type VersionRestoreResult,
  type VersionResource,
  type VersionSide,
  versionOf,
  versionResources,
} from '../../../shared/versionRestore.js';
import { auditResources } from '../../audit/auditTargets.js';
import { readAuditRecord } from '../../audit/readRecord.js';
import { forgetVersionMark, newVersionMark, versionMarkHeader } from '../../audit/versionMarks.js';
import type { Db } from '../../db/database.js';
import { parseJson } from '../../db/json.js';
import { HttpError, notFound } from '../../http/errors.js';
import { type RouteDef, registerRoutes } from '../../http/routes.js';
import { validationFailedMessage } from '../../http/validate.js';
import { uploadsDirOf } from '../../plugins/frontend.js';
import { bodyOf, idParam } from './helpers.js';
import type { AdminRouteOptions } from './options.js';
import { versionBody } from './versionBody.js';

/*
 * "Bu sürüme dön" (issue 28): POST /<path>/history/:entryId/restore, body `side` ('after', the default: the
 * state the entry's write produced; 'before': the state it found). The record is written back through its
 * resource's own PUT, run as an inner request with the caller's own session, so everything a save does
 * applies: validation, sanitizing, the seat floor, old addresses, the public caches, and the audit log, where
 * the restore is a new version (action `revert`; the asking request itself is not logged: auditTargets.ts).
 *
 * Each route lies under its resource's path and asks that resource's permission (shared/adminResources.ts),
 * as the history it restores from does; an entry of another resource is a 404 here. Users, settings and
 * the inboxes have no such route: a path below them is refused by the guard with their own permission.
 */

export const versionMessages = {
  restored: 'Kayıt seçilen sürüme döndürüldü!',
  entryNotFound: 'Kayıt geçmişinde böyle bir sürüm yok',
  noVersion: 'Bu geçmiş satırı kaydın bir sürümünü içermiyor',
  recordGone: 'Bu kayıt artık yok; sürümüne dönülemez',
  inTrash: 'Bu kayıt çöp kutusunda. Sürümüne dönmek için önce çöp kutusundan geri alın.',
  invalidSide: 'Geçersiz sürüm tarafı',
  keptFiles: (fields: string) =>
    `Artık bulunmayan dosyalar geri getirilmedi, şimdiki dosyalar korundu: ${fields}.`,
  keptSessions: (count: number) => `Ön kaydı olan ${count} oturum sürümde olmadığı hâlde korundu.`,
  droppedInstructors: (count: number) => `Artık bulunmayan ${count} eğitmen sürümden alınmadı.`,
} as const;

/** The file fields' names in the message (content blocks' image paths are named by their place). */
const fileLabels: Record<string, string> = {
  image_path: 'Görsel',
  photo_path: 'Fotoğraf',
  logo_path: 'Logo',
};

/** The PUT address of a record below /api/admin: each part of a composite key is its own path segment. */
const putAddress = (resource: VersionResource, recordId: string) =>
  `/api/admin/${resource}/${recordId.split('/').map(encodeURIComponent).join('/')}`;

/** What makes the inner request the caller's own: their session (token and cookie) and their address. */
function callerOf(request: FastifyRequest): Pick<InjectOptions, 'headers' | 'remoteAddress'> {
  const headers: Record<string, string> = {};
  // The host too: with ADMIN_ORIGIN, the back office is told apart by it.
  for (const name of ['authorization', 'cookie', 'user-agent', 'accept-language', 'host']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // No Origin: the outer request passed the same origin check, and an inner request does not arrive through
  // the back office's listener that check may ask for.
  return { headers, remoteAddress: request.ip };
}

async function findEntry(db: Db, request: FastifyRequest, resource: VersionResource): Promise<AuditEntry> {
  const row = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('id', '=', idParam(request, 'entryId'))
    .where('resource', '=', resource)
    .executeTakeFirst();
  if (!row) throw notFound(versionMessages.entryNotFound);
  const { before_json, after_json, changes, ...rest } = row;
  return {
    ...rest,
    changes: parseJson<string[]>(changes, []),
    before: parseJson<Record<string, unknown> | null>(before_json, null),
    after: parseJson<Record<string, unknown> | null>(after_json, null),
  };
}

function sideOf(body: Record<string, unknown>): VersionSide {
  const side = body.side ?? 'after';
  if (side === 'after' || side === 'before') return side;
  throw new HttpError(422, validationFailedMessage, { side: versionMessages.invalidSide });
}

/** The permission a resource's path asks (the registry's), for the route's own second check. */
function accessOf(resource: VersionResource) {
  const access = accessOfApiPath(resource);
  if (!access) throw new Error(`Version restore: ${resource} lies under no registered API path`);
  return access;
}

function messageOf(result: Omit<VersionRestoreResult, 'record' | 'entry_id' | 'side'>): string {
  const parts: string[] = [versionMessages.restored];
  if (result.kept_files.length > 0) {
    const names = result.kept_files.map((field) => fileLabels[field] ?? field);
    parts.push(versionMessages.keptFiles([...new Set(names)].join(', ')));
  }
  if (result.kept_sessions.length > 0) parts.push(versionMessages.keptSessions(result.kept_sessions.length));
  if (result.dropped_instructors.length > 0) {
    parts.push(versionMessages.droppedInstructors(result.dropped_instructors.length));
  }
  return parts.join(' ');
}

export async function versionRestoreRoutes(app: FastifyInstance, { db, config }: AdminRouteOptions) {
  const uploadsDir = uploadsDirOf(config);
  const routes: RouteDef[] = versionResources.map((resource) => ({
    method: 'POST',
    url: `/${resource}/history/:entryId/restore`,
    access: accessOf(resource),
    handler: async (request, reply) => {
      const side = sideOf(bodyOf(request));
      const entry = await findEntry(db, request, resource);
      const version = versionOf(entry, side);
      if (!version || entry.record_id === null) throw new HttpError(422, versionMessages.noVersion);
      const current = await readAuditRecord(db, auditResources[resource], entry.record_id);
      if (!current) throw notFound(versionMessages.recordGone);
      if (current.deleted_at) throw new HttpError(409, versionMessages.inTrash);

      const built = await versionBody(resource, version, { db, current, uploadsDir });
      const mark = newVersionMark();
      const caller = callerOf(request);
      let answer;
      try {
        answer = await app.inject({
          method: 'PUT',
          url: putAddress(resource, entry.record_id),
          ...caller,
          headers: { ...caller.headers, [versionMarkHeader]: mark },
          payload: built.body,
        });
      } finally {
        forgetVersionMark(mark);
      }
      const envelope = parseJson<Record<string, unknown>>(answer.body, {});
      if (answer.statusCode < 200 || answer.statusCode >= 300) {
        // The update's own refusal (a 422 on a field, the seat floor, a session that ended) as it said it.
        reply.status(answer.statusCode);
        return envelope;
      }
      const outcome = {
        kept_files: built.keptFiles,
        kept_sessions: built.keptSessions,
        dropped_instructors: built.droppedInstructors,
      };
      const data: VersionRestoreResult = {
        record: (envelope.data ?? {}) as Record<string, unknown>,
        entry_id: entry.id,
        side,
        ...outcome,
      };
      return { success: true, message: messageOf(outcome), data };
    },
  }));
  registerRoutes(app, routes);
}
