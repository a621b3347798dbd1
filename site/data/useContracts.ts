import { contractKey, contractsKey } from './apiKeys';
import { useApiKey } from './useApi';

export const useContracts = () => useApiKey(contractsKey);

export const useContract = (seoName: string | undefined) =>
  useApiKey(seoName ? (lang) => contractKey(lang, seoName) : null);
