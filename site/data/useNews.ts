import { newsArchiveKey, newsKey, newsListKey } from './apiKeys';
import { useApiKey } from './useApi';

export const useNewsList = () => useApiKey(newsListKey);

/** A page of the news archive (/haberler?sayfa=N), newest first. */
export const useNewsArchive = (page: number) => useApiKey((lang) => newsArchiveKey(lang, page));

export const useNews = (seoName: string | undefined) =>
  useApiKey(seoName ? (lang) => newsKey(lang, seoName) : null);
