import { type CalendarWindow, readCalendarFilters, readCalendarPart } from '../../shared/calendarWindow';
import type {
  BrandDetail,
  BrandListItem,
  ClassroomRentalContent,
  CompanyConfig,
  ConsultancyContent,
  ContactInformation,
  ContentPage,
  ContentSection,
  ContractDetail,
  ContractListItem,
  CourseDetail,
  CourseListItem,
  DistanceLearningContent,
  InstructorDetail,
  InstructorListItem,
  LanguageItem,
  NewsDetail,
  NewsListItem,
  OpenPositionItem,
  PageContents,
  PageMetaMap,
  PublicCategory,
  SocialMediaItem,
  StaticLanguages,
  TrainingVideosContent,
  UpcomingSession,
} from '../../shared/publicApi';
import type { WaitlistOfferView } from '../../shared/schemas/preRegistration';
import type { ClientReferenceItem, TestimonialItem } from '../../shared/testimonialsApi';
import type { Paged } from '../../shared/types';
import type { ApiKey } from '../api/client';

/*
 * The SWR key of every public answer the site reads, built in one place: the hooks (use*.ts) and the route
 * loaders (routeLoaders.ts) both call these, so what a loader loads before a render is exactly what the
 * page's components then read. Each key is `[path, lang, query]` (site/api/client.ts).
 */

/** An ApiKey that carries its answer's type, so a loader's `get` returns the data typed. */
export type DataKey<T> = ApiKey & { readonly answer?: T };

const seg = encodeURIComponent;
const key = <T>(path: string, lang: string, query?: ApiKey[2]) => [path, lang, query] as DataKey<T>;

export const staticLanguagesKey = (lang: string) => key<StaticLanguages>('/api/pages/static-languages', lang);
export const languagesKey = (lang: string) => key<LanguageItem[]>('/api/pages/all-languages', lang);
export const pageMetaKey = (lang: string) => key<PageMetaMap>('/api/pages/page-meta', lang);
export const companyConfigKey = (lang: string) => key<CompanyConfig>('/api/pages/company-config', lang);
export const contactInformationKey = (lang: string) =>
  key<ContactInformation>('/api/pages/contact-information', lang);
export const socialMediaKey = (lang: string) => key<SocialMediaItem[]>('/api/pages/social-media', lang);

export const categoriesKey = (lang: string) => key<PublicCategory[]>('/api/pages/categories', lang);
export const pageContentKey = <P extends ContentPage>(lang: string, page: P) =>
  key<PageContents[P]>('/api/pages/content', lang, { page });
export const distanceLearningKey = (lang: string) =>
  key<ContentSection<DistanceLearningContent>>('/api/pages/distance-learning', lang);
export const trainingVideosKey = (lang: string) =>
  key<ContentSection<TrainingVideosContent>>('/api/pages/training-videos', lang);
export const consultancyKey = (lang: string) =>
  key<ContentSection<ConsultancyContent>>('/api/pages/consultancy-service', lang);
export const classroomRentalKey = (lang: string) =>
  key<ContentSection<ClassroomRentalContent>>('/api/pages/classroom-rental', lang);

export const brandsKey = (lang: string) => key<BrandListItem[]>('/api/pages/brands', lang);
export const brandKey = (lang: string, seoName: string) =>
  key<BrandDetail>(`/api/pages/brand/${seg(seoName)}`, lang);
export const contractsKey = (lang: string) => key<ContractListItem[]>('/api/pages/contracts', lang);
export const contractKey = (lang: string, seoName: string) =>
  key<ContractDetail>(`/api/pages/contract/${seg(seoName)}`, lang);
export const instructorsKey = (lang: string) => key<InstructorListItem[]>('/api/pages/instructors', lang);
export const instructorKey = (lang: string, seoName: string) =>
  key<InstructorDetail>(`/api/pages/instructor/${seg(seoName)}`, lang);
export const newsListKey = (lang: string) => key<NewsListItem[]>('/api/pages/news', lang);
export const newsArchiveKey = (lang: string, page: number) =>
  key<Paged<NewsListItem>>('/api/pages/news-archive', lang, { page });
export const newsKey = (lang: string, seoName: string) =>
  key<NewsDetail>(`/api/pages/news/${seg(seoName)}`, lang);
export const openPositionsKey = (lang: string) => key<OpenPositionItem[]>('/api/pages/open-positions', lang);
export const testimonialsKey = (lang: string, productId?: number) =>
  key<TestimonialItem[]>('/api/pages/testimonials', lang, productId ? { product: productId } : undefined);
export const clientReferencesKey = (lang: string) =>
  key<ClientReferenceItem[]>('/api/pages/client-references', lang);

export const onlineCoursesKey = (lang: string, page: number) =>
  key<Paged<CourseListItem>>('/api/pages/online-courses', lang, { page });
export const popularCoursesKey = (lang: string) => key<CourseListItem[]>('/api/pages/products/popular', lang);
export const upcomingSessionsKey = (lang: string, limit = 6) =>
  key<UpcomingSession[]>('/api/pages/products/upcoming', lang, { limit });
export const courseKey = (lang: string, seoName: string) =>
  key<CourseDetail>(`/api/pages/course/${seg(seoName)}`, lang);
export const searchProductsKey = (lang: string, search: string, category: string, page = 1) =>
  key<Paged<CourseListItem>>('/api/pages/search-products', lang, { search, category, page });

export const waitlistOfferPath = (token: string) => `/api/waitlist-offers/${seg(token)}`;
export const waitlistOfferKey = (lang: string, token: string) =>
  key<WaitlistOfferView>(waitlistOfferPath(token), lang);

/**
 * The calendar's window for the address's filters (GET /api/pages/calendar; CalendarPage); a busy month's part
 * (`?sayfa=2`) only with a month, the first part asked without it.
 */
export function calendarKey(lang: string, params: URLSearchParams) {
  const filters = readCalendarFilters(params);
  const part = filters.month ? readCalendarPart(params.get('sayfa')) : 1;
  return key<CalendarWindow>('/api/pages/calendar', lang, {
    category: params.get('category') || undefined,
    month: filters.month || undefined,
    page: part > 1 ? part : undefined,
    city: filters.city || undefined,
    online: filters.online ? '1' : undefined,
    tumu: params.get('tumu') === '1' ? '1' : undefined,
  });
}

/*
 * Page numbers read from the address as the pages read them: a loader and the page must ask for the same
 * page of a list.
 */

/** `?sayfa=N` of a list whose pages are plain links (the news archive); anything else is the first page. */
export function archivePage(raw: string | null): number {
  return raw && /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
}

/** A page number that tolerates anything (`?sayfa=` of the online courses, `?page=` of the search). */
export const lenientPage = (raw: string | null) => Math.max(1, Number(raw) || 1);
