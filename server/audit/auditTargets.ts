import { apiPathOf } from '../../shared/adminAccess.js';
import { type AdminResource, type AuditDeclaration, adminResources } from '../../shared/adminResources.js';
import type { Database } from '../db/schema.js';

/*
 * Which record a back office write touches, worked out from the route alone, so no route file needs to know
 * about auditing. A write's route URL (`/api/admin/products/:id/files`) is split into the resource it belongs
 * to (the longest path below that is a prefix: `products`) and what follows: nothing or the record's key is
 * a plain create / update / delete; a literal segment names the action (`queue` → reorder, `trash`, …).
 */

export type AuditTable = keyof Database;

/** What the registry declares (`audit`, `trash`) of a resource, its table checked against the schema. */
export interface AuditResource extends Omit<AuditDeclaration, 'table'> {
  /** The table a record of this resource can be read from, to keep it before and after the write. */
  table?: AuditTable;
  /**
   * A content resource with a trash (issue 28): its DELETE moves the record to the trash (`trash`), DELETE
   * …/permanent deletes it (`delete`), PUT …/bulk is logged under the action its body names.
   */
  trash?: boolean;
}

type DeclaredTable = Extract<AdminResource, { audit: { table: string } }>['audit']['table'];
/** Compiles only while every table the registry names is one of the database's (server/db/schema.ts). */
const tableOf = (table: DeclaredTable): AuditTable => table;

/**
 * Every resource path under /api/admin whose entry in shared/adminResources.ts declares `audit`: its writes
 * are logged under that path, and those with a table keep their record. Others are logged by request.
 */
export const auditResources: Readonly<Record<string, AuditResource>> = Object.fromEntries(
  adminResources.flatMap((entry) => {
    const path = apiPathOf(entry);
    if (!('audit' in entry) || path === undefined) return [];
    const { table: _checkedBelow, ...rest }: AuditDeclaration = entry.audit;
    const definition: AuditResource = { ...rest };
    if ('table' in entry.audit) definition.table = tableOf(entry.audit.table);
    if ('trash' in entry && entry.trash) definition.trash = true;
    return [[path, definition]];
  }),
);

/**
 * Writes that are no change to the site's data: signing out is the session's business, and one's own
 * two-step sign-in is the account's (each step is a security event instead; its bodies carry codes); a
 * preview address only reads. A personal data request (export, erasure) keeps its own record
 * (personal_data_requests): its body is the e-mail and phone being erased, which the log must not keep.
 */
const notAudited = new Set(['logout', 'login', 'two-step', 'preview', 'personal-data']);

/** A literal segment after the resource and the action it names; the method decides for the rest. */
const actionOfSegment: Readonly<Record<string, string>> = {
  queue: 'reorder',
  'files-queue': 'reorder',
  trash: 'trash',
  restore: 'restore',
  permanent: 'delete',
  unread: 'unread',
  check: 'read',
  status: 'status',
  password: 'password',
  logo: 'upload',
  image: 'upload',
  'page-lang': 'update',
  active: 'activate',
};

/** A content list's bulk write (PUT …/bulk) by the `action` of its body (routes/admin/contentTrash.ts). */
const actionOfBulk: Readonly<Record<string, string>> = {
  trash: 'trash',
  restore: 'restore',
  destroy: 'delete',
  publish: 'publish',
  unpublish: 'unpublish',
};

/** PUT pre-registrations/:id/waitlist by the `action` of its body (services/waitlistOffers.ts). */
const actionOfWaitlist: Readonly<Record<string, string>> = {
  up: 'waitlist-up',
  down: 'waitlist-down',
  skip: 'waitlist-skip',
  offer: 'waitlist-offer',
};

const actionOfMethod: Readonly<Record<string, string>> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

export interface AuditTarget {
  resource: string;
  action: string;
  definition: AuditResource;
  /** The record's key from the URL or the body's `id`; undefined for a create until it answers. */
  recordId?: string;
  /** Whether the write is about one readable record (its state is kept before and after). */
  readable: boolean;
}

/**
 * What a write is about: `routeUrl` is the route's pattern below /api/admin (`contracts/:id`), `method` the
 * effective one (after `_method`). Undefined for writes that are not logged.
 */
export function auditTargetOf(
  routeUrl: string,
  method: string,
  params: Record<string, unknown>,
  body: Record<string, unknown>,
): AuditTarget | undefined {
  const segments = routeUrl.split('/').filter(Boolean);
  if (segments.length === 0 || segments.includes('*') || notAudited.has(segments[0])) return undefined;

  let size = segments.length;
  while (size > 1 && !(segments.slice(0, size).join('/') in auditResources)) size -= 1;
  const known = segments.slice(0, size).join('/') in auditResources;
  const resourceSize = known
    ? size
    : (segments.findIndex((s) => s.startsWith(':')) + 1 || segments.length + 1) - 1;
  const resource = segments.slice(0, resourceSize).join('/');
  const definition = auditResources[resource] ?? {};
  const rest = segments.slice(resourceSize);
  const literals = rest.filter((s) => !s.startsWith(':'));
  // Going back to a version (`<resource>/history/:entryId/restore`) runs the resource's own update, which
  // is logged; the request that asked for it would be the same write twice.
  if (literals[0] === 'history') return undefined;

  const last = literals.at(-1);
  // A copy (`products/:id/clone`) creates a record: logged as the new record's creation, with its state.
  if (last === 'clone') {
    return { resource, action: 'create', definition, readable: Boolean(definition.table) };
  }
  let action = actionOfMethod[method] ?? method.toLowerCase();
  if (last === 'files') {
    // PUT files/:fileId changes one gallery image's alt text (issue 28).
    action = method === 'DELETE' ? 'file-delete' : method === 'PUT' ? 'file-alt' : 'file-upload';
  } else if (last === 'bulk' && definition.trash) action = actionOfBulk[String(body.action)] ?? 'bulk';
  // The office moving a waiting pre-registration (issue 29): waitlist-up, -down, -skip, -offer.
  else if (last === 'waitlist') action = actionOfWaitlist[String(body.action)] ?? 'waitlist';
  else if (last !== undefined) action = actionOfSegment[last] ?? last;
  else if (method === 'DELETE' && definition.trash) action = 'trash';

  const key = definition.key ?? ['id'];
  const fromUrl = key.map((name) => params[name]);
  const urlHasKey = fromUrl.every((part) => typeof part === 'string' && part !== '');
  const fromBody = body[definition.bodyKey ?? 'id'];
  const bodyId = typeof fromBody === 'string' || typeof fromBody === 'number' ? String(fromBody) : undefined;
  let recordId: string | undefined;
  if (definition.singleton) recordId = '1';
  else if (urlHasKey) recordId = fromUrl.join('/');
  else if (definition.bodyKey || (literals.length === 0 && key.length === 1)) recordId = bodyId;
  else if (params.id !== undefined) recordId = String(params.id);
  // An action on one item named in the body (an inbox message marked read: PUT /contact/check with id).
  else recordId = bodyId;

  // Gallery files (`files/:fileId`, `files-queue/:id`) and bulk lists are about more than the record's row.
  const aboutTheRow = literals.every((s) =>
    ['status', 'password', 'active', 'page-lang', 'restore', 'permanent', 'waitlist'].includes(s),
  );
  const readable =
    Boolean(definition.table) && aboutTheRow && (action === 'create' || recordId !== undefined);
  return { resource, action, definition, recordId: recordId?.slice(0, 200), readable };
}
