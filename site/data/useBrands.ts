import { brandKey, brandsKey } from './apiKeys';
import { useApiKey } from './useApi';

export const useBrands = () => useApiKey(brandsKey);

export const useBrand = (seoName: string | undefined) =>
  useApiKey(seoName ? (lang) => brandKey(lang, seoName) : null);
