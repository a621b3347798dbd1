import type { CompanyConfig, LanguageItem, PageMetaMap } from '../../shared/publicApi';
import { useApi } from './useApi';

/** Active languages for the switcher. */
export const useLanguages = () => useApi<LanguageItem[]>('/api/pages/all-languages');

/** Page titles and descriptions by route name, in the current language. */
export const usePageMeta = () => useApi<PageMetaMap>('/api/pages/page-meta');

/** Logos, colours and the company name in the current language. */
export const useCompanyConfig = () => useApi<CompanyConfig>('/api/pages/company-config');
