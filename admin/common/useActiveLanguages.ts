import { useQuery } from '@tanstack/react-query';
import { createHttpClient } from '../../shared/httpClient';
import type { LanguageItem } from '../../shared/publicApi';
import type { ApiSuccess } from '../../shared/types';
import { defaultLanguage } from '../../shared/types';

/** The react-query key of the active languages: invalidate it after adding or (de)activating a language. */
export const activeLanguagesKey = ['activeLanguages'] as const;

const fallback: LanguageItem[] = [{ abbr: defaultLanguage, lang: 'Türkçe', is_default: true }];

// The public list (GET /api/pages/all-languages) serves every role: editors cannot read /api/admin/languages.
const publicHttp = createHttpClient();

/** The site's active languages, the default (Turkish) first; Turkish alone until the list arrives. */
export function useActiveLanguages(): LanguageItem[] {
  const { data } = useQuery({
    queryKey: activeLanguagesKey,
    queryFn: async () => (await publicHttp.get<ApiSuccess<LanguageItem[]>>('/api/pages/all-languages')).data,
    staleTime: 60_000,
    retry: false,
  });
  if (!data || data.length === 0) return fallback;
  return [...data].sort((a, b) => Number(b.is_default) - Number(a.is_default));
}
