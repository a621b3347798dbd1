import { type AdminResource, adminResources } from './adminResources.js';
import type { AuditEntry } from './auditLog.js';

/*
 * "Bu sürüme dön" (issue 28): a content record written back to the state one of its history entries kept.
 * The server (server/routes/admin/versionRestore.ts) and the panel (admin/auditLog/RestoreVersionButton.tsx)
 * read the same rules here: which resources can (the registry's entries with `versions: true`,
 * shared/adminResources.ts), and which entries hold a version at all.
 */

type VersionEntry = Extract<AdminResource, { versions: true }>;
/** The resources (API paths under /api/admin) whose records can go back to a version. */
export type VersionResource = VersionEntry['resource'];

/** The columns a record's history is kept under (its `audit.keyColumns`, default `id`), joined with `/`. */
const keyColumns = new Map<string, readonly string[]>(
  adminResources.flatMap((entry) =>
    'versions' in entry && entry.versions
      ? [[entry.resource, 'keyColumns' in entry.audit ? entry.audit.keyColumns : ['id']] as const]
      : [],
  ),
);

export const versionResources = [...keyColumns.keys()] as readonly VersionResource[];

export const isVersionResource = (resource: string): resource is VersionResource => keyColumns.has(resource);

/** Which state of an entry: the one its write produced (`after`, the default) or the one it found. */
export type VersionSide = 'after' | 'before';

/**
 * The record state an entry kept on one side, or null when that side holds none: a delete's `after`, a
 * create's `before`, or a write logged by its request (a gallery upload, a reorder) rather than the record.
 */
export function versionOf(entry: AuditEntry, side: VersionSide = 'after'): Record<string, unknown> | null {
  const state = entry[side];
  if (!state || typeof state !== 'object' || Array.isArray(state)) return null;
  if (!isVersionResource(entry.resource) || entry.record_id === null) return null;
  if (typeof state.id !== 'number') return null;
  const key = (keyColumns.get(entry.resource) ?? ['id']).map((column) => String(state[column] ?? ''));
  return key.join('/') === entry.record_id ? state : null;
}

/** A course session that stayed although the version lacks it: it holds pre-registrations. */
export interface KeptSession {
  id: number;
  starts_at: string;
  pre_registration_count: number;
}

/** `data` of POST /<path>/history/:entryId/restore. */
export interface VersionRestoreResult<R = Record<string, unknown>> {
  /** The record as the resource's own update answered it. */
  record: R;
  entry_id: number;
  side: VersionSide;
  /**
   * Fields (or paths inside a content block's data) whose file the version named but which were left as they
   * are now: a file that no longer exists is never brought back, so the current one stays.
   */
  kept_files: string[];
  /** Sessions with pre-registrations that the version does not have: kept, not deleted. */
  kept_sessions: KeptSession[];
  /** Instructors the version named that no longer exist (or are in the trash): left out. */
  dropped_instructors: number[];
}
