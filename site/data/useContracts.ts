import type { ContractDetail, ContractListItem } from '../../shared/publicApi';
import { useApi } from './useApi';

export const useContracts = () => useApi<ContractListItem[]>('/api/pages/contracts');

export const useContract = (seoName: string | undefined) =>
  useApi<ContractDetail>(seoName ? `/api/pages/contract/${encodeURIComponent(seoName)}` : null);
