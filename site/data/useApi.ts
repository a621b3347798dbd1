import useSWR, { type SWRConfiguration } from 'swr';
import { type ApiKey, fetchData } from '../api/client';
import { useLanguage } from '../i18n/LanguageContext';

/**
 * A public GET as an SWR hook. The key carries the current language: the server answers in the `_lang`
 * cookie's language, so each language is its own cache entry and a switch refetches. A null path skips.
 */
export function useApi<T>(
  path: string | null,
  query?: Record<string, string | number | undefined>,
  config?: SWRConfiguration<T>,
) {
  const { lang, ready } = useLanguage();
  const key: ApiKey | null = path && ready ? [path, lang, query] : null;
  return useSWR<T, Error, ApiKey | null>(key, fetchData<T>, config);
}
