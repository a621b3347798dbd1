import type { Permission } from './permissions.js';

/*
 * The back office's one table of resources. Each entry says, once: the react-admin resource name, its API
 * path under /api/admin, the permission it needs, where it sits in the menu (SPEC §2 route name, spec path,
 * sub-paths, group), its names in Turkish and English, and the data provider's quirks for it. Read by:
 *   - the server's admin guard (server/routes/admin/accessGuard.ts): the permission of every /api/admin path;
 *   - the data provider (admin/dataProvider/resources.ts): the endpoints of every resource;
 *   - the menu and the spec path redirects (admin/navigation/adminRoutes.ts);
 *   - the panel's messages (admin/i18n/resourceMessages.ts): menu labels and resource names;
 *   - the audit log and record history (server/audit/auditTargets.ts): `audit`;
 *   - the trash (shared/trashResources.ts), the versions (shared/versionRestore.ts) and the list sorts
 *     (shared/listSorts.ts): `trash`, `versions`, `sorts`;
 *   - the security test (tests/api/security-access.test.ts) and the registry test
 *     (tests/api/admin-registry.test.ts), which checks each of these against the API.
 * Pure data: no React, no Node (the browser and the server both read it).
 */

/** SPEC §2 menu groups, in menu order. Labels: `app.menu.groups.<key>` (admin/i18n/appTurkish.ts). */
export const menuGroups = ['menu', 'content', 'settings', 'forms', 'support'] as const;
export type MenuGroup = (typeof menuGroups)[number];

/** What a spec sub-path opens on the screen's resource: its create form or its edit form (`?id=`). */
export type SubView = 'create' | 'edit' | `custom:${string}`;

/** A text in each panel language. */
export interface Labels {
  tr: string;
  en: string;
}

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

/**
 * How the data provider talks to a resource, where it departs from the REST convention described in
 * admin/dataProvider/resources.ts. Everything is optional: a plain REST resource needs none of it.
 */
export interface ApiQuirks {
  /** The path under /api/admin; the resource name when left out. */
  path?: string;
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
  /** Path (under /api/admin) of the options list used by select inputs elsewhere; guarded like the resource. */
  selectOptions?: string;
  /** Named custom actions called with dataProvider.action(resource, name, …). */
  actions?: Readonly<Record<string, RecordAction>>;
  /**
   * Routes below the path that need another permission than the entry's, by their pattern after the path
   * (support: ':id/status' is the settings team's call).
   */
  permissions?: Readonly<Record<string, Permission>>;
}

/** Where a screen sits in the menu (SPEC §2). */
export interface MenuPlace {
  /** SPEC §2 admin route name: the key admin/screens.ts registers a screen under. */
  route: string;
  /** The spec's path under /admin. */
  path: string;
  group: MenuGroup;
  /** Further spec paths of the same screen, absolute under /admin, and what each opens. */
  subPaths?: Readonly<Record<string, SubView>>;
  /** The menu label (and screen title), `app.menu.routes.<route>`. */
  label: Labels;
}

/**
 * What the audit log knows of a resource (server/audit/auditTargets.ts). Declaring it at all makes its path
 * the log's resource for every write below it (`contact/check` is an action on `contact`); a `table` also
 * keeps each record before and after a write and gives its edit screens their history.
 */
export interface AuditDeclaration {
  /** The database table its records are read from (server/db/schema.ts; the server checks the name). */
  table?: string;
  /** A single row (id 1): every write is about that row. */
  singleton?: boolean;
  /** The route parameters naming a record, joined with `/` (contents: page and name). Default `id`. */
  key?: readonly string[];
  /** The columns the key's parts are matched against (page-meta: route_name). Default `id`. */
  keyColumns?: readonly string[];
  /** A body field naming the record when the URL does not (languages: abbr). */
  bodyKey?: string;
  /** Log the record under its row id rather than the key it was addressed by (the panel knows languages by id). */
  logById?: boolean;
}

export type SortOrder = 'ASC' | 'DESC';

export interface ListSort {
  field: string;
  order: SortOrder;
}

/** Which columns a list sorts by (`?sort=<field>&order=ASC|DESC`) and its order when none is asked for. */
export interface ListSorts {
  /** Field names of the list's records; a trash adds `deleted_at` by itself. */
  fields: readonly string[];
  default: ListSort;
}

export interface AdminResourceEntry {
  /**
   * react-admin's resource name (data provider key, `resources.<name>` messages). Left out by a page screen
   * that has no API of its own (the content page editors use `contents`).
   */
  resource?: string;
  /** Who may call its API and open its screen (shared/permissions.ts). */
  permission: Permission;
  /** The data provider's quirks and the API path; a resource without it follows the REST convention. */
  api?: ApiQuirks;
  /** Its place in the menu; left out by resources other screens use (role groups, security settings). */
  menu?: MenuPlace;
  /** react-admin's name of a record: 'Singular |||| Plural'. */
  name?: Labels;
  /** What the audit log reads of its records; left out, its writes are logged by request. */
  audit?: AuditDeclaration;
  /**
   * Content with a trash (issue 28; needs `audit.table` with a `deleted_at` column): DELETE moves a record
   * there, …/restore brings it back, …/permanent deletes it, and the retention job empties it.
   */
  trash?: boolean;
  /** Its records go back to a version kept in their history ("Bu sürüme dön"; needs `audit.table`). */
  versions?: boolean;
  /** The columns its list sorts by (the server whitelists them, the panel makes them sortable). */
  sorts?: ListSorts;
}

const tx = (tr: string, en: string): Labels => ({ tr, en });
/** A drag-ordered list's own order: its queue, highest first. */
const byQueue = { field: 'queue', order: 'DESC' } as const;

/**
 * Every back office resource and screen. Entries with a menu place appear in the menu in this order (within
 * their group) once a screen is registered for their route (admin/screens.ts); until then their paths lead
 * to /admin/404.
 */
export const adminResources = [
  {
    resource: 'dashboard',
    permission: 'dashboard',
    // The statistics screen: one read-only record (useGetOne('dashboard', { id: 'statistics' })).
    api: { singleton: true },
    menu: { route: 'dashboard', path: '/dashboard', group: 'menu', label: tx('İstatistikler', 'Statistics') },
    name: tx('İstatistikler', 'Statistics'),
  },
  {
    resource: 'page-meta',
    permission: 'page_meta',
    menu: {
      route: 'pageMeta',
      path: '/page-meta',
      group: 'content',
      label: tx('Sayfa Başlıkları', 'Page Titles'),
    },
    name: tx('Sayfa Başlığı |||| Sayfa Başlıkları', 'Page title |||| Page titles'),
    audit: { table: 'page_meta', key: ['route_name'], keyColumns: ['route_name'] },
    versions: true,
  },
  {
    permission: 'content',
    menu: { route: 'pages.home', path: '/pages/home', group: 'content', label: tx('Anasayfa', 'Home Page') },
  },
  {
    permission: 'content',
    menu: {
      route: 'pages.aboutUs',
      path: '/pages/about-us',
      group: 'content',
      label: tx('Biz Kimiz', 'About Us'),
    },
  },
  {
    resource: 'news',
    permission: 'content',
    menu: { route: 'pages.news', path: '/pages/news', group: 'content', label: tx('Haberler', 'News') },
    name: tx('Haber |||| Haberler', 'News item |||| News'),
    audit: { table: 'news' },
    trash: true,
    versions: true,
    sorts: { fields: ['title', 'published_at', 'active'], default: { field: 'published_at', order: 'DESC' } },
  },
  {
    resource: 'products',
    permission: 'content',
    // SPEC §7/§9: paged from page 1, section educations by default; category_id filter.
    api: {
      listDefaults: { section: 'educations' },
      reorder: { method: 'PUT', scope: ['section'] },
      filesQueue: true,
      selectOptions: 'products/select-options',
      actions: {
        files: { method: 'POST', path: 'files', id: 'url' },
        deleteFile: { method: 'DELETE', path: 'files', id: 'after' },
        // One image's alt texts and decorative flag (issue 28): PUT /<path>/files/:fileId.
        fileAlt: { method: 'PUT', path: 'files', id: 'after' },
        // A copy for a new term (issue 28): POST /products/:id/clone with starts_at.
        clone: { method: 'POST', path: 'clone', id: 'url' },
      },
    },
    menu: {
      route: 'pages.educations',
      path: '/pages/educations',
      group: 'content',
      subPaths: { '/pages/educations/insert': 'create', '/pages/educations/update': 'edit' },
      label: tx('Eğitim Takvimi', 'Education Calendar'),
    },
    name: tx('Eğitim |||| Eğitim Takvimi', 'Education |||| Education calendar'),
    audit: { table: 'products' },
    trash: true,
    versions: true,
    sorts: {
      fields: [
        'queue',
        'title',
        'category_name',
        'next_session_at',
        'is_published',
        'is_popular',
        'updated_at',
      ],
      default: byQueue,
    },
  },
  {
    resource: 'categories',
    permission: 'content',
    api: { reorder: { method: 'PUT', scope: ['section', 'sub_category'] } },
    menu: {
      route: 'pages.educations.categories',
      path: '/pages/educations-categories',
      group: 'content',
      subPaths: { '/pages/educations-categories/update': 'edit' },
      label: tx('Eğitim Kategorileri', 'Education Categories'),
    },
    name: tx('Eğitim Kategorisi |||| Eğitim Kategorileri', 'Education category |||| Education categories'),
    audit: { table: 'categories' },
    trash: true,
    versions: true,
    sorts: { fields: ['queue', 'name', 'active', 'product_count'], default: byQueue },
  },
  {
    resource: 'instructors',
    permission: 'content',
    api: { reorder: { method: 'PUT' }, selectOptions: 'instructor/select-options' },
    menu: {
      route: 'pages.educations.instructors',
      path: '/pages/instructors',
      group: 'content',
      subPaths: { '/pages/instructors/add': 'create', '/pages/instructors/edit': 'edit' },
      label: tx('Eğitmenler', 'Instructors'),
    },
    name: tx('Eğitmen |||| Eğitmenler', 'Instructor |||| Instructors'),
    audit: { table: 'instructors' },
    trash: true,
    versions: true,
    sorts: { fields: ['queue', 'name', 'title', 'active'], default: byQueue },
  },
  {
    permission: 'content',
    menu: {
      route: 'pages.educations.distanceLearning',
      path: '/pages/distance-learning',
      group: 'content',
      label: tx('Uzaktan Eğitim', 'Distance Learning'),
    },
  },
  {
    permission: 'content',
    menu: {
      route: 'pages.educations.trainingVideos',
      path: '/pages/training-videos',
      group: 'content',
      label: tx('Eğitim Videoları', 'Training Videos'),
    },
  },
  {
    permission: 'content',
    menu: {
      route: 'pages.services.consultancyService',
      path: '/pages/services/consultancy-service',
      group: 'content',
      label: tx('Danışmanlık Hizmeti', 'Consultancy Service'),
    },
  },
  {
    permission: 'content',
    menu: {
      route: 'pages.services.classroomRental',
      path: '/pages/services/classroom-rental',
      group: 'content',
      label: tx('Sınıf Kiralama', 'Classroom Rental'),
    },
  },
  {
    resource: 'brands',
    permission: 'content',
    api: { reorder: { method: 'PUT' } },
    menu: {
      route: 'pages.services.brands',
      path: '/pages/services/brands',
      group: 'content',
      subPaths: { '/pages/services/brands/add': 'create', '/pages/services/brands/edit': 'edit' },
      label: tx('Markalar', 'Brands'),
    },
    name: tx('Marka |||| Markalar', 'Brand |||| Brands'),
    audit: { table: 'brands' },
    trash: true,
    versions: true,
    sorts: { fields: ['queue', 'name', 'website', 'active'], default: byQueue },
  },
  {
    // Issue 32: what participants say, on the home page and on the course each is about.
    resource: 'testimonials',
    permission: 'content',
    api: { reorder: { method: 'PUT' } },
    menu: {
      route: 'pages.testimonials',
      path: '/pages/testimonials',
      group: 'content',
      label: tx('Katılımcı Yorumları', 'Testimonials'),
    },
    name: tx('Katılımcı Yorumu |||| Katılımcı Yorumları', 'Testimonial |||| Testimonials'),
    audit: { table: 'testimonials' },
    trash: true,
    versions: true,
    sorts: { fields: ['queue', 'person_name', 'active'], default: byQueue },
  },
  {
    // Issue 32: the companies of the home page's "Referanslarımız" logo strip.
    resource: 'client-references',
    permission: 'content',
    api: { reorder: { method: 'PUT' } },
    menu: {
      route: 'pages.clientReferences',
      path: '/pages/client-references',
      group: 'content',
      label: tx('Referanslar', 'Client References'),
    },
    name: tx('Referans |||| Referanslar', 'Client reference |||| Client references'),
    audit: { table: 'client_references' },
    trash: true,
    versions: true,
    sorts: { fields: ['queue', 'name', 'url', 'active'], default: byQueue },
  },
  {
    // Blocks addressed as page/name (GET and PUT /contents/:page/:name), each with its own image gallery.
    resource: 'contents',
    permission: 'content',
    api: {
      compositeId: true,
      filesQueue: true,
      actions: {
        files: { method: 'POST', path: 'files', id: 'url' },
        deleteFile: { method: 'DELETE', path: 'files', id: 'after' },
        // One image's alt texts and decorative flag (issue 28): PUT /<path>/files/:fileId.
        fileAlt: { method: 'PUT', path: 'files', id: 'after' },
      },
    },
    name: tx('Sayfa İçeriği |||| Sayfa İçerikleri', 'Page content |||| Page contents'),
    audit: { table: 'contents', key: ['page', 'name'], keyColumns: ['page', 'name'] },
    versions: true,
  },
  // The rich text editors' image upload (POST /uploads/image): an API of its own, no resource.
  { permission: 'content', api: { path: 'uploads' }, audit: {} },
  // Preview addresses of courses, news and instructors (POST /preview, GET /preview/origin: issue 28).
  { permission: 'content', api: { path: 'preview' } },
  {
    resource: 'settings/contact-information',
    permission: 'settings',
    // SPEC §7: POST; PUT (id and fields); DELETE (id); POST …/queue.
    api: { idIn: 'body', reorder: { method: 'POST' } },
    menu: {
      route: 'settings.contactInfo',
      path: '/settings/contact-information',
      group: 'settings',
      label: tx('İletişim Bilgileri', 'Contact Information'),
    },
    name: tx('İletişim Bilgisi |||| İletişim Bilgileri', 'Contact information item |||| Contact information'),
    audit: { table: 'contact_information' },
  },
  {
    resource: 'settings/social-media',
    permission: 'settings',
    api: { idIn: 'body', reorder: { method: 'POST' } },
    menu: {
      route: 'settings.socialMedia',
      path: '/settings/social-media',
      group: 'settings',
      label: tx('Sosyal Medya', 'Social Media'),
    },
    name: tx('Sosyal Medya Hesabı |||| Sosyal Medya', 'Social media account |||| Social media'),
    audit: { table: 'social_media' },
  },
  {
    resource: 'contracts',
    permission: 'contracts',
    // SPEC §7: GET; POST form_data; PUT with form_data; DELETE with id (the id in the body).
    api: { idIn: 'body' },
    menu: {
      route: 'contracts',
      path: '/contracts',
      group: 'settings',
      subPaths: { '/contract-insert': 'create', '/contract-update': 'edit' },
      label: tx('Sözleşmeler', 'Contracts'),
    },
    name: tx('Sözleşme |||| Sözleşmeler', 'Contract |||| Contracts'),
    audit: { table: 'contracts' },
    trash: true,
    versions: true,
    sorts: { fields: ['queue', 'name', 'created_at', 'updated_at'], default: byQueue },
  },
  {
    resource: 'settings/site',
    permission: 'integrations',
    api: { singleton: true },
    menu: {
      route: 'settings.site',
      path: '/settings/site',
      group: 'settings',
      label: tx('Entegrasyonlar', 'Integrations'),
    },
    name: tx('Entegrasyon |||| Entegrasyonlar', 'Integration |||| Integrations'),
    audit: { table: 'site_settings', singleton: true },
  },
  {
    resource: 'settings/company',
    permission: 'settings',
    api: { singleton: true },
    // A menu entry of its own (issue 29): as a tab behind "Entegrasyonlar" nobody found it.
    menu: {
      route: 'settings.company',
      path: '/settings/company',
      group: 'settings',
      label: tx('Firma Bilgileri', 'Company information'),
    },
    name: tx('Firma Bilgisi |||| Firma Bilgileri', 'Company setting |||| Company settings'),
    audit: { table: 'company_config', singleton: true },
  },
  {
    resource: 'settings/kvkk',
    permission: 'settings',
    api: { singleton: true },
    menu: {
      route: 'settings.kvkk',
      path: '/settings/kvkk',
      group: 'settings',
      label: tx('KVKK', 'KVKK / Privacy'),
    },
    name: tx('KVKK Ayarı |||| KVKK Ayarları', 'KVKK setting |||| KVKK settings'),
    audit: { table: 'privacy_settings', singleton: true },
  },
  {
    // What the KVKK retention job deleted: read-only, the latest first.
    resource: 'settings/kvkk/purges',
    permission: 'settings',
    name: tx('Silme Kaydı |||| Silme Kayıtları', 'Deletion record |||| Deletion records'),
  },
  {
    resource: 'users',
    permission: 'users',
    api: {
      actions: {
        password: { method: 'PUT', path: 'password', id: 'url' },
        resetTwoStep: { method: 'DELETE', path: 'two-step', id: 'url' },
      },
    },
    menu: {
      route: 'users',
      path: '/users',
      group: 'settings',
      subPaths: { '/user-update': 'edit', '/user-reset-password': 'custom:reset-password' },
      label: tx('Kullanıcılar', 'Users'),
    },
    name: tx('Kullanıcı |||| Kullanıcılar', 'User |||| Users'),
    audit: { table: 'users' },
  },
  {
    // Whether administrators must use two-step sign-in: decided by whoever manages the users.
    resource: 'settings/security',
    permission: 'users',
    api: { singleton: true },
    name: tx('Güvenlik Ayarı |||| Güvenlik Ayarları', 'Security setting |||| Security settings'),
    audit: { table: 'security_settings', singleton: true },
  },
  {
    resource: 'role-groups',
    permission: 'users',
    api: { path: 'role/groups' },
    name: tx('Rol Grubu |||| Rol Grupları', 'Role group |||| Role groups'),
  },
  {
    resource: 'languages',
    permission: 'languages',
    // SPEC §7: POST with abbr; PUT /languages/page-lang (abbr, page_lang); PUT /languages/active (abbr).
    api: { updatePath: 'page-lang', actions: { active: { method: 'PUT', path: 'active', id: 'none' } } },
    menu: { route: 'languages', path: '/languages', group: 'settings', label: tx('Diller', 'Languages') },
    name: tx('Dil |||| Diller', 'Language |||| Languages'),
    audit: { table: 'languages', key: ['key'], keyColumns: ['abbr'], bodyKey: 'abbr', logById: true },
  },
  {
    // Kayıt Geçmişi: who changed what (read-only). A record's own history is read under its resource's
    // path (/contracts/history), with that resource's permission.
    resource: 'audit-log',
    permission: 'users',
    menu: {
      route: 'auditLog',
      path: '/audit-log',
      group: 'settings',
      label: tx('Kayıt Geçmişi', 'Audit Log'),
    },
    name: tx('Kayıt |||| Kayıt Geçmişi', 'Audit entry |||| Audit log'),
  },
  {
    // E-posta Kayıtları (issue 29): the outbox, without the texts; the administrators retry or cancel.
    resource: 'mail-outbox',
    permission: 'users',
    api: {
      actions: {
        retry: { method: 'PUT', path: 'retry', id: 'url' },
        cancel: { method: 'PUT', path: 'cancel', id: 'url' },
      },
    },
    menu: {
      route: 'mailOutbox',
      path: '/mail-outbox',
      group: 'settings',
      label: tx('E-posta Kayıtları', 'E-mail log'),
    },
    name: tx('E-posta |||| E-posta Kayıtları', 'E-mail |||| E-mail log'),
  },
  {
    // Kişisel Veri Talepleri (issue 29, KVKK article 11): search, export and erase one person's data; the
    // administrators only, as whoever manages the users (GET /personal-data, POST …/export, …/erase, GET
    // …/requests).
    // A screen of its own, not a react-admin resource: its API is no list of records.
    permission: 'users',
    api: { path: 'personal-data' },
    menu: {
      route: 'personalData',
      path: '/kisisel-veri',
      group: 'settings',
      label: tx('Kişisel Veri Talepleri', 'Personal data requests'),
    },
  },
  {
    resource: 'contact',
    permission: 'inbox',
    api: { inbox: true, listDefaults: { section: 'mail' } },
    menu: {
      route: 'contact',
      path: '/contact',
      group: 'forms',
      label: tx('İletişim Mesajları', 'Contact Messages'),
    },
    name: tx('İletişim Mesajı |||| İletişim Mesajları', 'Contact message |||| Contact messages'),
    audit: {},
  },
  {
    resource: 'human-resources',
    permission: 'inbox',
    api: { inbox: true, listDefaults: { section: 'mail' } },
    menu: {
      route: 'humanResources',
      path: '/human-resources',
      group: 'forms',
      label: tx('İK Başvuruları', 'HR Applications'),
    },
    name: tx('İK Başvurusu |||| İK Başvuruları', 'HR application |||| HR applications'),
    audit: {},
  },
  {
    resource: 'open-positions',
    permission: 'inbox',
    api: { reorder: { method: 'PUT' } },
    menu: {
      route: 'openPositions',
      path: '/open-positions',
      group: 'forms',
      label: tx('Açık Pozisyonlar', 'Open Positions'),
    },
    name: tx('Açık Pozisyon |||| Açık Pozisyonlar', 'Open position |||| Open positions'),
    audit: { table: 'open_positions' },
    trash: true,
    versions: true,
    sorts: {
      fields: ['queue', 'title', 'location', 'employment_type', 'active', 'created_at', 'updated_at'],
      default: byQueue,
    },
  },
  {
    resource: 'pre-registrations',
    permission: 'inbox',
    menu: {
      route: 'preRegistrations',
      path: '/pre-registrations',
      group: 'forms',
      label: tx('Ön Kayıtlar', 'Pre-registrations'),
    },
    name: tx('Ön Kayıt |||| Ön Kayıtlar', 'Pre-registration |||| Pre-registrations'),
    audit: { table: 'pre_registrations' },
  },
  {
    resource: 'corporate-requests',
    permission: 'inbox',
    menu: {
      route: 'corporateRequests',
      path: '/corporate-requests',
      group: 'forms',
      label: tx('Kurumsal Talepler', 'Corporate Requests'),
    },
    name: tx('Kurumsal Talep |||| Kurumsal Talepler', 'Corporate request |||| Corporate requests'),
    audit: { table: 'corporate_requests' },
  },
  {
    resource: 'support',
    permission: 'support',
    // Everyone with support access opens and reads requests; answering them (the status) is the settings team's.
    api: {
      actions: { status: { method: 'PUT', path: 'status', id: 'url' } },
      permissions: { ':id/status': 'settings' },
    },
    menu: {
      route: 'support',
      path: '/support',
      group: 'support',
      label: tx('Destek Talebi', 'Support Request'),
    },
    name: tx('Destek Talebi |||| Destek Talepleri', 'Support request |||| Support requests'),
    audit: { table: 'support_requests' },
  },
] as const satisfies readonly AdminResourceEntry[];

/**
 * /api/admin paths every signed-in user may call, whatever their role: the session itself, and the user's
 * own two-step sign-in (server/routes/admin/twoStep.ts).
 */
export const sessionApiPaths: readonly string[] = [
  'status',
  'logout',
  'two-step',
  'two-step/setup',
  'two-step/enable',
  'two-step/disable',
  'two-step/recovery-codes',
];

/** One registry entry, with its literal types (what the views of the registry derive their types from). */
export type AdminResource = (typeof adminResources)[number];
export type ResourceName = Extract<AdminResource, { resource: string }>['resource'];
export type AdminRouteName = Extract<AdminResource, { menu: MenuPlace }>['menu']['route'];
