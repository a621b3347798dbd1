import type { CourseDetail, CourseListItem, UpcomingSession } from '../../shared/publicApi';
import type { Paged } from '../../shared/types';
import { useApi } from './useApi';

const seg = encodeURIComponent;

/** The courses with an online session coming up, 12 a page (the distance-learning page). */
export const useOnlineCourses = (page: number) =>
  useApi<Paged<CourseListItem>>('/api/pages/online-courses', { page });

export const usePopularCourses = () => useApi<CourseListItem[]>('/api/pages/products/popular');

export const useUpcomingSessions = (limit = 6) =>
  useApi<UpcomingSession[]>('/api/pages/products/upcoming', { limit });

export const useCourse = (seoName: string | undefined) =>
  useApi<CourseDetail>(seoName ? `/api/pages/course/${seg(seoName)}` : null);

/** Results as you type: the previous results stay on screen while the next ones load. */
export const useSearchProducts = (search: string, category: string, page = 1) =>
  useApi<Paged<CourseListItem>>(
    '/api/pages/search-products',
    { search, category, page },
    { keepPreviousData: true },
  );
