import { companyConfigKey, languagesKey, pageMetaKey } from './apiKeys';
import { useApiKey } from './useApi';

/** Active languages for the switcher. */
export const useLanguages = () => useApiKey(languagesKey);

/** Page titles and descriptions by route name, in the current language. */
export const usePageMeta = () => useApiKey(pageMetaKey);

/** Logos, colours and the company name in the current language. */
export const useCompanyConfig = () => useApiKey(companyConfigKey);
