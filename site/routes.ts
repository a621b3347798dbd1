import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { PublicRouteName } from '../shared/publicApi';
import { publicRoutePatterns } from '../shared/routes';

export interface SiteRoute {
  /** The route name (SPEC §2) that page meta is keyed by. */
  name: PublicRouteName;
  path: string;
  Component: LazyExoticComponent<ComponentType>;
  /** Fetches the page's chunk ahead of rendering (before hydrating a server-rendered page). */
  preload: () => Promise<ComponentType>;
}

/**
 * Each page is its own chunk: `lazy(() => import(...))` of its named export. Once `preload` has fetched the
 * chunk, the lazy component resolves synchronously, so a server-rendered page hydrates without suspending.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, exportName: K) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[exportName];
      return loaded;
    });
  // A thenable that calls back at once: React.lazy then marks the component resolved before rendering it.
  const settled = (component: ComponentType) =>
    ({
      then: (resolve: (value: { default: ComponentType }) => void) => resolve({ default: component }),
    }) as unknown as Promise<{ default: ComponentType }>;
  const Component = lazy(() => (loaded ? settled(loaded) : preload().then((c) => ({ default: c }))));
  return { Component, preload };
}

/** SPEC §2 public routes. Any other path redirects to /404 (see App). */
export const siteRoutes: SiteRoute[] = [
  { name: 'home', path: publicRoutePatterns.home, ...page(() => import('./pages/HomePage'), 'HomePage') },
  {
    name: 'about_us',
    path: publicRoutePatterns.about_us,
    ...page(() => import('./pages/AboutPage'), 'AboutPage'),
  },
  {
    name: 'products',
    path: publicRoutePatterns.products,
    ...page(() => import('./pages/CalendarPage'), 'CalendarPage'),
  },
  {
    name: 'course',
    path: publicRoutePatterns.course,
    ...page(() => import('./pages/CoursePage'), 'CoursePage'),
  },
  {
    name: 'distance_learning',
    path: publicRoutePatterns.distance_learning,
    ...page(() => import('./pages/DistanceLearningPage'), 'DistanceLearningPage'),
  },
  {
    name: 'training_videos',
    path: publicRoutePatterns.training_videos,
    ...page(() => import('./pages/TrainingVideosPage'), 'TrainingVideosPage'),
  },
  {
    name: 'instructors',
    path: publicRoutePatterns.instructors,
    ...page(() => import('./pages/InstructorsPage'), 'InstructorsPage'),
  },
  {
    name: 'instructor',
    path: publicRoutePatterns.instructor,
    ...page(() => import('./pages/InstructorPage'), 'InstructorPage'),
  },
  {
    name: 'consultancy_service',
    path: publicRoutePatterns.consultancy_service,
    ...page(() => import('./pages/ConsultancyPage'), 'ConsultancyPage'),
  },
  {
    name: 'brand',
    path: publicRoutePatterns.brand,
    ...page(() => import('./pages/BrandPage'), 'BrandPage'),
  },
  {
    name: 'classroom_rental',
    path: publicRoutePatterns.classroom_rental,
    ...page(() => import('./pages/ClassroomRentalPage'), 'ClassroomRentalPage'),
  },
  {
    name: 'search_products',
    path: publicRoutePatterns.search_products,
    ...page(() => import('./pages/SearchPage'), 'SearchPage'),
  },
  { name: 'news', path: publicRoutePatterns.news, ...page(() => import('./pages/NewsPage'), 'NewsPage') },
  {
    name: 'news_archive',
    path: publicRoutePatterns.news_archive,
    ...page(() => import('./pages/NewsArchivePage'), 'NewsArchivePage'),
  },
  {
    name: 'contact',
    path: publicRoutePatterns.contact,
    ...page(() => import('./pages/ContactPage'), 'ContactPage'),
  },
  {
    name: 'corporate_request',
    path: publicRoutePatterns.corporate_request,
    ...page(() => import('./pages/CorporateRequestPage'), 'CorporateRequestPage'),
  },
  {
    name: 'human_resources',
    path: publicRoutePatterns.human_resources,
    ...page(() => import('./pages/CareersPage'), 'CareersPage'),
  },
  {
    name: 'contract',
    path: publicRoutePatterns.contract,
    ...page(() => import('./pages/ContractPage'), 'ContractPage'),
  },
  {
    name: 'not_found',
    path: publicRoutePatterns.not_found,
    ...page(() => import('./pages/NotFoundPage'), 'NotFoundPage'),
  },
  {
    name: 'waitlist_offer',
    path: publicRoutePatterns.waitlist_offer,
    ...page(() => import('./pages/WaitlistOfferPage'), 'WaitlistOfferPage'),
  },
];
