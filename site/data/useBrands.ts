import type { BrandDetail, BrandListItem } from '../../shared/publicApi';
import { useApi } from './useApi';

export const useBrands = () => useApi<BrandListItem[]>('/api/pages/brands');

export const useBrand = (seoName: string | undefined) =>
  useApi<BrandDetail>(seoName ? `/api/pages/brand/${encodeURIComponent(seoName)}` : null);
