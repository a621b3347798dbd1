import useSWR, { type SWRConfiguration } from 'swr';
import { type ApiKey, fetchData } from '../api/client';
import { useLanguage } from '../i18n/LanguageContext';
import type { DataKey } from './apiKeys';

/**
 * A public GET as an SWR hook, its key built for the current language by `keyFor` (one of apiKeys.ts, which
 * the route loaders build theirs with too). The server answers in the `_lang` cookie's language, so each
 * language is its own cache entry and a switch refetches. A null `keyFor` skips.
 */
export function useApiKey<T>(keyFor: ((lang: string) => DataKey<T>) | null, config?: SWRConfiguration<T>) {
  const { lang, ready } = useLanguage();
  const key: ApiKey | null = keyFor && ready ? keyFor(lang) : null;
  return useSWR<T, Error, ApiKey | null>(key, fetchData<T>, config);
}
