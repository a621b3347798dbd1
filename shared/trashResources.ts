/*
 * The content resources with a trash (issue 28), once: each one's path under /api/admin and the table its
 * records live in. The server's trash and retention job (server/services/contentTrash.ts, trashRetention.ts)
 * and the versions (shared/versionRestore.ts) read it here. Migration 0014 keeps its own list on purpose: a
 * migration must stay as it ran, whatever this list becomes.
 */

export const trashTableOf = {
  products: 'products',
  news: 'news',
  instructors: 'instructors',
  brands: 'brands',
  categories: 'categories',
  contracts: 'contracts',
  'open-positions': 'open_positions',
  testimonials: 'testimonials',
  'client-references': 'client_references',
} as const;

export type TrashResource = keyof typeof trashTableOf;
export type TrashTable = (typeof trashTableOf)[TrashResource];

export const trashResources = Object.keys(trashTableOf) as TrashResource[];

/** The API path (the audit log's resource) of each table. */
export const trashResourceOf = Object.fromEntries(
  Object.entries(trashTableOf).map(([resource, table]) => [table, resource]),
) as Readonly<Record<TrashTable, TrashResource>>;
