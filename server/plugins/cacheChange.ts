import type { FastifyRequest } from 'fastify';
import { auditTargetOfRequest } from '../audit/auditHooks.js';

/**
 * What a back office write touched, as far as the public cache's longer-lived state cares (the catalogue and
 * its search index, routes/public/catalogueStore.ts): the resource path below /api/admin (`products`,
 * `categories`, …) and the ids of the records it wrote. No ids: the write touched records of that resource
 * the address does not name (a reorder, a bulk move to the trash). No change at all (undefined): anything
 * may have changed. It travels with the cache clear to the other instances (cluster/cacheBus.ts).
 */
export interface CacheChange {
  resource: string;
  ids?: number[];
}

/**
 * Literal segments after `<resource>/:id` whose write is about that record (routes/admin/contentTrash.ts,
 * productFiles.ts' upload): their `:id` is the record's. Other shapes (`files/:fileId`, `files-queue/:id`,
 * `bulk`, `queue`) name other things or several records, and leave the ids unknown.
 */
const aboutTheRecord = new Set(['trash', 'restore', 'permanent', 'files', 'status', 'active']);

/** The id a create (or a copy) answered with: `{ data: { id } }`. */
function createdId(payload: unknown): number | undefined {
  if (typeof payload !== 'string' || payload.length > 2_000_000) return undefined;
  try {
    const id = (JSON.parse(payload) as { data?: { id?: unknown } }).data?.id;
    return Number.isSafeInteger(id) ? (id as number) : undefined;
  } catch {
    return undefined;
  }
}

/** What a successful admin write touched; undefined when it cannot be told (anything may have changed). */
export function cacheChangeOf(request: FastifyRequest, payload: unknown): CacheChange | undefined {
  const target = auditTargetOfRequest(request);
  if (!target) return undefined;
  const { resource } = target;
  const route = (request.routeOptions.url ?? '').replace(/^\/api\/admin\/?/, '');
  const rest = route.slice(resource.length).split('/').filter(Boolean);
  if (target.action === 'create' || rest.at(-1) === 'clone') {
    const id = createdId(payload);
    return id === undefined ? { resource } : { resource, ids: [id] };
  }
  const id = Number((request.params as Record<string, unknown> | undefined)?.id);
  const named =
    rest[0] === ':id' && (rest.length === 1 || (rest.length === 2 && aboutTheRecord.has(rest[1])));
  return named && Number.isSafeInteger(id) ? { resource, ids: [id] } : { resource };
}

/** Parses a change sent by another instance; undefined (anything changed) when it is not one. */
export function parseCacheChange(text: string | undefined): CacheChange | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<CacheChange>;
    if (typeof value.resource !== 'string') return undefined;
    if (value.ids === undefined) return { resource: value.resource };
    if (!Array.isArray(value.ids) || !value.ids.every((id) => Number.isSafeInteger(id))) return undefined;
    return { resource: value.resource, ids: value.ids };
  } catch {
    return undefined;
  }
}
