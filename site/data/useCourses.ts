import { courseKey, onlineCoursesKey, popularCoursesKey, searchProductsKey, upcomingSessionsKey } from './apiKeys';
import { useApiKey } from './useApi';

/** The courses with an online session coming up, 12 a page (the distance-learning page). */
export const useOnlineCourses = (page: number) => useApiKey((lang) => onlineCoursesKey(lang, page));

export const usePopularCourses = () => useApiKey(popularCoursesKey);

export const useUpcomingSessions = (limit = 6) => useApiKey((lang) => upcomingSessionsKey(lang, limit));

export const useCourse = (seoName: string | undefined) =>
  useApiKey(seoName ? (lang) => courseKey(lang, seoName) : null);

/** Results as you type: the previous results stay on screen while the next ones load. */
export const useSearchProducts = (search: string, category: string, page = 1) =>
  useApiKey((lang) => searchProductsKey(lang, search, category, page), { keepPreviousData: true });
