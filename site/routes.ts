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
 * The route `name` at its pattern (shared/routes.ts), its page its own chunk: `lazy(() => import(...))` of its
 * named export. Once `preload` has fetched the chunk, the lazy component resolves synchronously, so a
 * server-rendered page hydrates without suspending.
 */
function route<K extends string>(
  name: PublicRouteName,
  load: () => Promise<Record<K, ComponentType>>,
  exportName: K,
): SiteRoute {
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
  return { name, path: publicRoutePatterns[name], Component, preload };
}

/** SPEC §2 public routes. Any other path redirects to /404 (see App). */
export const siteRoutes: SiteRoute[] = [
  route('home', () => import('./pages/HomePage'), 'HomePage'),
  route('about_us', () => import('./pages/AboutPage'), 'AboutPage'),
  route('products', () => import('./pages/CalendarPage'), 'CalendarPage'),
  route('course', () => import('./pages/CoursePage'), 'CoursePage'),
  route('distance_learning', () => import('./pages/DistanceLearningPage'), 'DistanceLearningPage'),
  route('training_videos', () => import('./pages/TrainingVideosPage'), 'TrainingVideosPage'),
  route('instructors', () => import('./pages/InstructorsPage'), 'InstructorsPage'),
  route('instructor', () => import('./pages/InstructorPage'), 'InstructorPage'),
  route('consultancy_service', () => import('./pages/ConsultancyPage'), 'ConsultancyPage'),
  route('brand', () => import('./pages/BrandPage'), 'BrandPage'),
  route('classroom_rental', () => import('./pages/ClassroomRentalPage'), 'ClassroomRentalPage'),
  route('search_products', () => import('./pages/SearchPage'), 'SearchPage'),
  route('news', () => import('./pages/NewsPage'), 'NewsPage'),
  route('news_archive', () => import('./pages/NewsArchivePage'), 'NewsArchivePage'),
  route('contact', () => import('./pages/ContactPage'), 'ContactPage'),
  route('corporate_request', () => import('./pages/CorporateRequestPage'), 'CorporateRequestPage'),
  route('human_resources', () => import('./pages/CareersPage'), 'CareersPage'),
  route('contract', () => import('./pages/ContractPage'), 'ContractPage'),
  route('not_found', () => import('./pages/NotFoundPage'), 'NotFoundPage'),
  route('waitlist_offer', () => import('./pages/WaitlistOfferPage'), 'WaitlistOfferPage'),
];
