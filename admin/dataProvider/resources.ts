/**
 * Every back office resource in one table: react-admin's resource name → its API endpoints and quirks.
 * Adding a resource is one entry here plus its screens (see README, "Adding a resource").
 *
 * Endpoints the spec shows (SPEC §7) are used as written. Where it says "not shown", the server follows
 * this REST convention under /api/admin/<path>, and the data provider needs no extra entry fields:
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

export interface RecordAction {
  method: 'POST' | 'PUT' | 'DELETE';
  /** Path after the resource path. */
  path: string;
  /**
   * 'url': /<path>/:id/<action>; 'after': /<path>/<action>/:id (gallery files: DELETE /products/files/:fileId);
   * 'body': /<path>/<action> with `id` in the body; 'none': no id at all.
   */
  id: 'url' | 'after' | 'body' | 'none';
}

export interface ResourceEndpoints {
  /** The path under /api/admin. */
  path: string;
  /** Query parameters every list request carries unless the filter overrides them. */
  listDefaults?: Readonly<Record<string, string | number>>;
  /** Where update and delete put the record id: in the URL (/:id, the default) or as an `id` body field. */
  idIn?: 'url' | 'body';
  /** A fixed sub-path for updates (languages: PUT /languages/page-lang). Implies the id travels in the body. */
  updatePath?: string;
  /** One record without an id (settings/site): getOne and update address the path itself. */
  singleton?: boolean;
  /**
   * The id is an address of several path segments (contents: 'corporate/about_us' → /contents/corporate/about_us),
   * each segment encoded on its own; getOne keeps the requested id as the record's id.
   */
  compositeId?: boolean;
  /**
   * Inbox resources: PUT /trash (trash_list), PUT /restore (restore_list), PUT /check (id), PUT /unread
   * (unread_list), GET /not-check-count, DELETE (delete_list).
   */
  inbox?: boolean;
  /** Drag-reorder: the method of /<path>/queue and the scope fields sent along with `queue`. */
  reorder?: { method: 'PUT' | 'POST'; scope?: readonly string[] };
  /** Gallery order: PUT /<path>/files-queue/:id with file_list and gallery_type. */
  filesQueue?: boolean;
  /** Path of the options list used by select inputs elsewhere. */
  selectOptions?: string;
  /** Named custom actions called with dataProvider.action(resource, name, …). */
  actions?: Readonly<Record<string, RecordAction>>;
}

export const resources = {
  // SPEC §7: GET; POST form_data; PUT with form_data; DELETE with id (the id in the body).
  contracts: { path: 'contracts', idIn: 'body' },
  contact: { path: 'contact', inbox: true, listDefaults: { section: 'mail' } },
  'human-resources': { path: 'human-resources', inbox: true, listDefaults: { section: 'mail' } },
  'open-positions': { path: 'open-positions', reorder: { method: 'PUT' } },
  // SPEC §7: POST with abbr; PUT /languages/page-lang (abbr, page_lang); PUT /languages/active (abbr).
  languages: {
    path: 'languages',
    updatePath: 'page-lang',
    actions: { active: { method: 'PUT', path: 'active', id: 'none' } },
  },
  categories: { path: 'categories', reorder: { method: 'PUT', scope: ['section', 'sub_category'] } },
  // SPEC §7/§9: paged from page 1, section educations by default; category_id filter.
  products: {
    path: 'products',
    listDefaults: { section: 'educations' },
    reorder: { method: 'PUT', scope: ['section'] },
    filesQueue: true,
    selectOptions: 'products/select-options',
    actions: {
      files: { method: 'POST', path: 'files', id: 'url' },
      deleteFile: { method: 'DELETE', path: 'files', id: 'after' },
    },
  },
  instructors: {
    path: 'instructors',
    reorder: { method: 'PUT' },
    selectOptions: 'instructor/select-options',
  },
  brands: { path: 'brands', reorder: { method: 'PUT' } },
  news: { path: 'news' },
  // Blocks addressed as page/name (GET and PUT /contents/:page/:name), each with its own image gallery.
  contents: {
    path: 'contents',
    compositeId: true,
    filesQueue: true,
    actions: {
      files: { method: 'POST', path: 'files', id: 'url' },
      deleteFile: { method: 'DELETE', path: 'files', id: 'after' },
    },
  },
  users: {
    path: 'users',
    actions: { password: { method: 'PUT', path: 'password', id: 'url' } },
  },
  'role-groups': { path: 'role/groups' },
  // SPEC §7: POST; PUT (id and fields); DELETE (id); POST …/queue.
  'settings/contact-information': {
    path: 'settings/contact-information',
    idIn: 'body',
    reorder: { method: 'POST' },
  },
  'settings/social-media': { path: 'settings/social-media', idIn: 'body', reorder: { method: 'POST' } },
  'settings/site': { path: 'settings/site', singleton: true },
  'settings/company': { path: 'settings/company', singleton: true },
  'settings/kvkk': { path: 'settings/kvkk', singleton: true },
  // What the KVKK retention job deleted: read-only, the latest first.
  'settings/kvkk/purges': { path: 'settings/kvkk/purges' },
  'page-meta': { path: 'page-meta' },
  // The statistics screen: one read-only record (useGetOne('dashboard', { id: 'statistics' })).
  dashboard: { path: 'dashboard', singleton: true },
  support: { path: 'support', actions: { status: { method: 'PUT', path: 'status', id: 'url' } } },
  'pre-registrations': { path: 'pre-registrations' },
} as const satisfies Record<string, ResourceEndpoints>;

export type ResourceName = keyof typeof resources;

export const isResourceName = (name: string): name is ResourceName => Object.hasOwn(resources, name);

export function endpointsOf(resource: string): ResourceEndpoints {
  if (!isResourceName(resource)) {
    throw new Error(`Unknown resource "${resource}": add it to admin/dataProvider/resources.ts`);
  }
  return resources[resource];
}
