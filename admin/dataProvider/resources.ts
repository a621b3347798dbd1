import {
  type AdminResourceEntry,
  type ApiQuirks,
  adminResources,
  type ResourceName,
} from '../../shared/adminResources';

export type { ResourceName };

/**
 * Every back office resource's API endpoints and quirks, read from the registry (shared/adminResources.ts):
 * react-admin's resource name → where the data provider sends its calls. Adding a resource is one registry
 * entry (see README, "Adding a resource").
 *
 * Endpoints the spec shows (SPEC §7) are used as written. Where it says "not shown", the server follows
 * this REST convention under /api/admin/<path>, and the registry entry needs no `api` quirks:
 *
 *   GET    /<path>?page=1&per_page=25&search=&sort=&order=&<filters>
 *            → { success: true, data: { items, page, per_page, total, last_page } }   (Paged<T>, shared/types.ts)
 *            A short ordered list may answer a plain array instead ({ success: true, data: T[] }).
 *   GET    /<path>/:id          → { success: true, data: T }
 *   POST   /<path>              → { success: true, message, data: T }        create
 *   PUT    /<path>/:id          → { success: true, message, data: T }        update
 *   DELETE /<path>/:id          → { success: true, message }                 delete
 *   PUT    /<path>/queue        queue=[ids top first]                        drag-reorder (services/reorder.ts)
 *   PUT    /<path>/:id/<action> custom record action (users: password, support: status)
 *   GET    /<path>/not-check-count → { success: true, data: { count } }      inbox unread counter
 *
 * Writes travel as POST with form data (multipart) and `_method` = PUT or DELETE; react-admin FileInput
 * values arrive as files; objects (translated maps { tr, en }) as one JSON-encoded field; lists of ids
 * (queue, trash_list, delete_list, file_list) as one JSON-encoded field too, e.g. queue=[3,1,2], so that a
 * one-element list still reads as a list on the server. A list mixing stored files ({ src, … }) and new
 * ones sends the stored ones as JSON under the field name and the new files as `<field>_files`.
 */
export interface ResourceEndpoints extends Omit<ApiQuirks, 'path' | 'permissions'> {
  /** The path under /api/admin. */
  path: string;
}

const entries: readonly AdminResourceEntry[] = adminResources;

function endpointsOfEntry(resource: string, api: ApiQuirks = {}): ResourceEndpoints {
  // The access rules are the server's business; the data provider needs only where to send.
  const { path, permissions: _permissions, ...quirks } = api;
  return { path: path ?? resource, ...quirks };
}

export const resources = Object.fromEntries(
  entries.flatMap(({ resource, api }) => (resource ? [[resource, endpointsOfEntry(resource, api)]] : [])),
) as Readonly<Record<ResourceName, ResourceEndpoints>>;

export const isResourceName = (name: string): name is ResourceName => Object.hasOwn(resources, name);

export function endpointsOf(resource: string): ResourceEndpoints {
  if (!isResourceName(resource)) {
    throw new Error(`Unknown resource "${resource}": add it to shared/adminResources.ts`);
  }
  return resources[resource];
}
