import type { NewsDetail, NewsListItem } from '../../shared/publicApi';
import { useApi } from './useApi';

export const useNewsList = () => useApi<NewsListItem[]>('/api/pages/news');

export const useNews = (seoName: string | undefined) =>
  useApi<NewsDetail>(seoName ? `/api/pages/news/${encodeURIComponent(seoName)}` : null);
