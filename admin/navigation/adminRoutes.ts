import type { Permission } from '../../shared/permissions';

/** SPEC §2 menu groups, in menu order. Labels: `app.menu.groups.<key>`. */
export const menuGroups = ['menu', 'content', 'settings', 'forms', 'support'] as const;
export type MenuGroup = (typeof menuGroups)[number];

/** What a spec sub-path opens on the screen's resource: its create form or its edit form (`?id=`). */
export type SubView = 'create' | 'edit' | `custom:${string}`;

export interface AdminRoute {
  /** SPEC §2 admin route name; the menu label is `app.menu.routes.<name>`. */
  name: string;
  /** The spec's path under /admin. */
  path: string;
  group: MenuGroup;
  /** Who may open it (shared/permissions.ts); the menu hides what the user's role group lacks. */
  permission: Permission;
  /** Further spec paths of the same screen, absolute under /admin, and what each opens. */
  subPaths?: Readonly<Record<string, SubView>>;
}

/**
 * Every admin route of SPEC §2, in menu order. A route shows in the menu once a screen is registered for it
 * (admin/screens.ts); until then its paths lead to /admin/404.
 */
export const adminRoutes = [
  { name: 'dashboard', path: '/dashboard', group: 'menu', permission: 'dashboard' },
  { name: 'pageMeta', path: '/page-meta', group: 'content', permission: 'page_meta' },
  { name: 'pages.home', path: '/pages/home', group: 'content', permission: 'content' },
  { name: 'pages.aboutUs', path: '/pages/about-us', group: 'content', permission: 'content' },
  { name: 'pages.news', path: '/pages/news', group: 'content', permission: 'content' },
  {
    name: 'pages.educations',
    path: '/pages/educations',
    group: 'content',
    permission: 'content',
    subPaths: { '/pages/educations/insert': 'create', '/pages/educations/update': 'edit' },
  },
  {
    name: 'pages.educations.categories',
    path: '/pages/educations-categories',
    group: 'content',
    permission: 'content',
    subPaths: { '/pages/educations-categories/update': 'edit' },
  },
  {
    name: 'pages.educations.instructors',
    path: '/pages/instructors',
    group: 'content',
    permission: 'content',
    subPaths: { '/pages/instructors/add': 'create', '/pages/instructors/edit': 'edit' },
  },
  {
    name: 'pages.educations.distanceLearning',
    path: '/pages/distance-learning',
    group: 'content',
    permission: 'content',
  },
  {
    name: 'pages.educations.trainingVideos',
    path: '/pages/training-videos',
    group: 'content',
    permission: 'content',
  },
  {
    name: 'pages.services.consultancyService',
    path: '/pages/services/consultancy-service',
    group: 'content',
    permission: 'content',
  },
  {
    name: 'pages.services.classroomRental',
    path: '/pages/services/classroom-rental',
    group: 'content',
    permission: 'content',
  },
  {
    name: 'pages.services.brands',
    path: '/pages/services/brands',
    group: 'content',
    permission: 'content',
    subPaths: { '/pages/services/brands/add': 'create', '/pages/services/brands/edit': 'edit' },
  },
  {
    name: 'settings.contactInfo',
    path: '/settings/contact-information',
    group: 'settings',
    permission: 'settings',
  },
  { name: 'settings.socialMedia', path: '/settings/social-media', group: 'settings', permission: 'settings' },
  {
    name: 'contracts',
    path: '/contracts',
    group: 'settings',
    permission: 'contracts',
    subPaths: { '/contract-insert': 'create', '/contract-update': 'edit' },
  },
  { name: 'settings.site', path: '/settings/site', group: 'settings', permission: 'integrations' },
  {
    name: 'users',
    path: '/users',
    group: 'settings',
    permission: 'users',
    subPaths: { '/user-update': 'edit', '/user-reset-password': 'custom:reset-password' },
  },
  { name: 'languages', path: '/languages', group: 'settings', permission: 'languages' },
  { name: 'contact', path: '/contact', group: 'forms', permission: 'inbox' },
  { name: 'humanResources', path: '/human-resources', group: 'forms', permission: 'inbox' },
  { name: 'openPositions', path: '/open-positions', group: 'forms', permission: 'inbox' },
  { name: 'preRegistrations', path: '/pre-registrations', group: 'forms', permission: 'inbox' },
  { name: 'support', path: '/support', group: 'support', permission: 'support' },
] as const satisfies readonly AdminRoute[];

export type AdminRouteName = (typeof adminRoutes)[number]['name'];

export const adminRouteByName = new Map<string, AdminRoute>(adminRoutes.map((route) => [route.name, route]));
