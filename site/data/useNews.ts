import type { NewsDetail, NewsListItem } from '../../shared/publicApi';
import type { Paged } from '../../shared/types';
import { useApi } from './useApi';

export const useNewsList = () => useApi<NewsListItem[]>('/api/pages/news');

/** A page of the news archive (/haberler?sayfa=N), newest first. */
export const useNewsArchive = (page: number) => useApi<Paged<NewsListItem>>('/api/pages/news-archive', { page });

export const useNews = (seoName: string | undefined) =>
  useApi<NewsDetail>(seoName ? `/api/pages/news/${encodeURIComponent(seoName)}` : null);
