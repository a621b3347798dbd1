import brands from './brands';
import categories from './categories';
import contents from './contents';
import dashboard from './dashboard';
import contracts from './contracts';
import inboxes from './inbox';
import languages from './languages';
import pageMeta from './pageMeta';
import preRegistrations from './preRegistrations';
import contactInformation from './settings/contactInformation';
import siteSettings from './settings/site';
import socialMedia from './settings/socialMedia';
import support from './support';
import users from './users';
import instructors from './instructors';
import type { AdminScreen } from './navigation/screen';
import news from './news';
import openPositions from './openPositions';
import products from './products';

/**
 * The back office's table of contents: one line per screen. A screen appears in the menu (under its spec
 * route's group and label, admin/navigation/adminRoutes.ts) and its paths resolve once it is listed here.
 *
 *   import contracts from './contracts';                      // { list, create, edit, icon }
 *   { route: 'contracts', resource: 'contracts', ...contracts },   // a react-admin resource
 *   { route: 'settings.site', icon: TuneIcon, page: SiteSettingsPage }, // a single page at the spec path
 */
export const screens: AdminScreen[] = [
  dashboard,
  { route: 'pages.educations', resource: 'products', ...products },
  { route: 'pages.educations.categories', resource: 'categories', ...categories },
  { route: 'pages.educations.instructors', resource: 'instructors', ...instructors },
  { route: 'pages.services.brands', resource: 'brands', ...brands },
  { route: 'pages.news', resource: 'news', ...news },
  contents.home,
  contents.aboutUs,
  contents.distanceLearning,
  contents.trainingVideos,
  contents.classroomRental,
  contents.consultancyService,
  pageMeta,
  contactInformation,
  socialMedia,
  contracts,
  siteSettings,
  users,
  languages,
  inboxes.contact,
  inboxes.humanResources,
  { route: 'openPositions', resource: 'open-positions', ...openPositions },
  preRegistrations,
  support,
];
