import type { PublicRouteName } from '../../shared/publicApi';
import { matchPublicRoute } from '../../shared/routes';
import {
  archivePage,
  brandKey,
  brandsKey,
  calendarKey,
  categoriesKey,
  classroomRentalKey,
  clientReferencesKey,
  companyConfigKey,
  consultancyKey,
  contactInformationKey,
  contractKey,
  contractsKey,
  courseKey,
  type DataKey,
  distanceLearningKey,
  instructorKey,
  instructorsKey,
  languagesKey,
  lenientPage,
  newsArchiveKey,
  newsKey,
  newsListKey,
  onlineCoursesKey,
  openPositionsKey,
  pageContentKey,
  pageMetaKey,
  popularCoursesKey,
  searchProductsKey,
  socialMediaKey,
  staticLanguagesKey,
  testimonialsKey,
  trainingVideosKey,
  upcomingSessionsKey,
  waitlistOfferKey,
} from './apiKeys';

/*
 * What each public page reads, declared per route (issue 31): the server loads it all before its one render
 * of the page (server/ssr/pageRenderer.ts), and the browser starts the same requests at once when it
 * navigates (NavigationPreload), instead of each component asking as it mounts. Every key is built by the
 * function the page's hook builds it with (apiKeys.ts), so a loader and its page cannot disagree; a key a
 * render still asks for that no loader declared is loaded and logged by the server, and tested against.
 */

export interface LoaderContext {
  /** The route's decoded `:params`. */
  params: Record<string, string>;
  search: URLSearchParams;
  lang: string;
  /** Loads one answer and returns its data; rejects when it does not answer 200. */
  get: <T>(key: DataKey<T>) => Promise<T>;
}

export type RouteLoader = (context: LoaderContext) => Promise<unknown>;

const all = (...loads: Promise<unknown>[]) => Promise.all(loads);

/** What the shell (Layout, Navbar, Footer, DocumentMeta, the dictionary) reads on every page. */
export const shellLoader: RouteLoader = ({ lang, get }) =>
  all(
    get(staticLanguagesKey(lang)),
    get(languagesKey(lang)),
    get(pageMetaKey(lang)),
    get(companyConfigKey(lang)),
    get(contactInformationKey(lang)),
    get(socialMediaKey(lang)),
    get(contractsKey(lang)),
  );

const nothing: RouteLoader = () => Promise.resolve();

export const routeLoaders: Record<PublicRouteName, RouteLoader> = {
  home: ({ lang, get }) =>
    all(
      get(pageContentKey(lang, 'home')),
      get(popularCoursesKey(lang)),
      get(upcomingSessionsKey(lang)),
      get(categoriesKey(lang)),
      get(testimonialsKey(lang)),
      get(newsListKey(lang)),
      get(brandsKey(lang)),
      get(clientReferencesKey(lang)),
    ),
  about_us: ({ lang, get }) => get(pageContentKey(lang, 'corporate')),
  products: ({ lang, search, get }) => all(get(categoriesKey(lang)), get(calendarKey(lang, search))),
  // The course, then its own testimonials (by its id).
  course: async ({ lang, params, get }) => {
    const course = await get(courseKey(lang, params.seo_name));
    await get(testimonialsKey(lang, course.id));
  },
  distance_learning: ({ lang, search, get }) =>
    all(get(distanceLearningKey(lang)), get(onlineCoursesKey(lang, lenientPage(search.get('sayfa'))))),
  training_videos: ({ lang, get }) => get(trainingVideosKey(lang)),
  instructors: ({ lang, get }) => get(instructorsKey(lang)),
  instructor: ({ lang, params, get }) => get(instructorKey(lang, params.seo_name)),
  consultancy_service: ({ lang, get }) => get(consultancyKey(lang)),
  brand: ({ lang, params, get }) => get(brandKey(lang, params.seo_name)),
  classroom_rental: ({ lang, get }) => get(classroomRentalKey(lang)),
  // SearchPage's debounced search starts at the address's, trimmed.
  search_products: ({ lang, search, get }) =>
    all(
      get(categoriesKey(lang)),
      get(
        searchProductsKey(
          lang,
          (search.get('search') ?? '').trim(),
          search.get('category') ?? '',
          lenientPage(search.get('page')),
        ),
      ),
    ),
  news: ({ lang, params, get }) => all(get(newsKey(lang, params.seo_name)), get(newsListKey(lang))),
  news_archive: ({ lang, search, get }) => get(newsArchiveKey(lang, archivePage(search.get('sayfa')))),
  contact: nothing,
  corporate_request: nothing,
  human_resources: ({ lang, get }) => get(openPositionsKey(lang)),
  contract: ({ lang, params, get }) => get(contractKey(lang, params.contract_seo_name)),
  not_found: nothing,
  waitlist_offer: ({ lang, params, get }) => get(waitlistOfferKey(lang, params.token)),
};

/**
 * Runs the shell's loader and the loader of the route `path` (prefix-free) belongs to, side by side; an
 * unknown path is the 404 page's. Settles once both have (a failed answer is the caller's `get` to judge),
 * and tells which route it loaded for.
 */
export async function loadRouteData(
  path: string,
  search: URLSearchParams,
  lang: string,
  get: LoaderContext['get'],
): Promise<PublicRouteName> {
  const match = matchPublicRoute(path) ?? { name: 'not_found' as const, params: {} };
  const context = { params: match.params, search, lang, get };
  await Promise.allSettled([shellLoader(context), routeLoaders[match.name](context)]);
  return match.name;
}
