import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { PublicRouteName } from '../shared/publicApi';

export interface SiteRoute {
  /** The route name (SPEC §2) that page meta is keyed by. */
  name: PublicRouteName;
  path: string;
  Component: LazyExoticComponent<ComponentType>;
}

/** Each page is its own chunk: `lazy(() => import(...))` of its named export. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, exportName: K) =>
  lazy(() => load().then((module) => ({ default: module[exportName] })));

/** SPEC §2 public routes. Any other path redirects to /404 (see App). */
export const siteRoutes: SiteRoute[] = [
  { name: 'home', path: '/', Component: page(() => import('./pages/HomePage'), 'HomePage') },
  { name: 'about_us', path: '/biz-kimiz', Component: page(() => import('./pages/AboutPage'), 'AboutPage') },
  {
    name: 'products',
    path: '/egitim-takvimi',
    Component: page(() => import('./pages/CalendarPage'), 'CalendarPage'),
  },
  {
    name: 'course',
    path: '/kurs/:seo_name',
    Component: page(() => import('./pages/CoursePage'), 'CoursePage'),
  },
  {
    name: 'distance_learning',
    path: '/uzaktan-egitim',
    Component: page(() => import('./pages/DistanceLearningPage'), 'DistanceLearningPage'),
  },
  {
    name: 'training_videos',
    path: '/egitim-videolari',
    Component: page(() => import('./pages/TrainingVideosPage'), 'TrainingVideosPage'),
  },
  {
    name: 'instructors',
    path: '/egitmenlerimiz',
    Component: page(() => import('./pages/InstructorsPage'), 'InstructorsPage'),
  },
  {
    name: 'instructor',
    path: '/egitmen/:seo_name',
    Component: page(() => import('./pages/InstructorPage'), 'InstructorPage'),
  },
  {
    name: 'consultancy_service',
    path: '/danismanlik-hizmeti',
    Component: page(() => import('./pages/ConsultancyPage'), 'ConsultancyPage'),
  },
  {
    name: 'brand',
    path: '/marka/:seo_name',
    Component: page(() => import('./pages/BrandPage'), 'BrandPage'),
  },
  {
    name: 'classroom_rental',
    path: '/sinif-kiralama',
    Component: page(() => import('./pages/ClassroomRentalPage'), 'ClassroomRentalPage'),
  },
  {
    name: 'search_products',
    path: '/egitim-ara',
    Component: page(() => import('./pages/SearchPage'), 'SearchPage'),
  },
  { name: 'news', path: '/haber/:seo_name', Component: page(() => import('./pages/NewsPage'), 'NewsPage') },
  { name: 'contact', path: '/iletisim', Component: page(() => import('./pages/ContactPage'), 'ContactPage') },
  {
    name: 'human_resources',
    path: '/kariyer',
    Component: page(() => import('./pages/CareersPage'), 'CareersPage'),
  },
  {
    name: 'contract',
    path: '/sozlesme/:contract_seo_name',
    Component: page(() => import('./pages/ContractPage'), 'ContractPage'),
  },
  { name: 'not_found', path: '/404', Component: page(() => import('./pages/NotFoundPage'), 'NotFoundPage') },
];

/** Paths by route name, for links: `routePath('contract', { contract_seo_name: 'kvkk' })`. */
export const paths = {
  home: '/',
  about_us: '/biz-kimiz',
  products: '/egitim-takvimi',
  course: (seoName: string) => `/kurs/${encodeURIComponent(seoName)}`,
  distance_learning: '/uzaktan-egitim',
  training_videos: '/egitim-videolari',
  instructors: '/egitmenlerimiz',
  instructor: (seoName: string) => `/egitmen/${encodeURIComponent(seoName)}`,
  consultancy_service: '/danismanlik-hizmeti',
  brand: (seoName: string) => `/marka/${encodeURIComponent(seoName)}`,
  classroom_rental: '/sinif-kiralama',
  search_products: '/egitim-ara',
  news: (seoName: string) => `/haber/${encodeURIComponent(seoName)}`,
  contact: '/iletisim',
  human_resources: '/kariyer',
  contract: (contractSeoName: string) => `/sozlesme/${encodeURIComponent(contractSeoName)}`,
  not_found: '/404',
  login: '/giris-yap',
} as const;
