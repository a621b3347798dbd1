import { type AdminResource, adminResources } from './adminResources.js';

/*
 * The content resources with a trash (issue 28): the registry's entries with `trash: true`
 * (shared/adminResources.ts), each one's path under /api/admin and the table its records live in. The
 * server's trash and retention job (server/services/contentTrash.ts, trashRetention.ts) read it here.
 * Migration 0014 keeps its own list on purpose: a migration must stay as it ran, whatever this list becomes.
 */

type TrashEntry = Extract<AdminResource, { trash: true }>;
export type TrashResource = TrashEntry['resource'];
export type TrashTable = TrashEntry['audit']['table'];

export const trashTableOf = Object.fromEntries(
  adminResources.flatMap((entry) => {
    if (!('trash' in entry) || !entry.trash) return [];
    return [[entry.resource, entry.audit.table]];
  }),
) as { readonly [E in TrashEntry as E['resource']]: E['audit']['table'] };

/** The API path (the audit log's resource) of each table. */
export const trashResourceOf = Object.fromEntries(
  Object.entries(trashTableOf).map(([resource, table]) => [table, resource]),
) as Readonly<Record<TrashTable, TrashResource>>;
