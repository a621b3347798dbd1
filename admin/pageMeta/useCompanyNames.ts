import { useQuery } from '@tanstack/react-query';
import { createHttpClient } from '../../shared/httpClient';
import type { CompanyConfig } from '../../shared/publicApi';
import type { ApiSuccess } from '../../shared/types';

const publicHttp = createHttpClient();

/**
 * The company's name per language and web address, as the public site uses them for page titles
 * (GET /api/pages/company-config: every role may read it; the admin endpoint is for administrators).
 */
export function useCompanyNames() {
  const { data } = useQuery({
    queryKey: ['publicCompanyConfig'],
    queryFn: async () => (await publicHttp.get<ApiSuccess<CompanyConfig>>('/api/pages/company-config')).data,
    staleTime: 60_000,
    retry: false,
  });
  return {
    nameOf: (lang: string) =>
      (lang === 'en' ? data?.companyNameEn : data?.companyNameTr) || data?.companyName || '',
    url: data?.projectCompanyUrl || (typeof window === 'undefined' ? '' : window.location.origin),
  };
}
