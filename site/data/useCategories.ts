import { categoriesKey } from './apiKeys';
import { useApiKey } from './useApi';

/** Reloaded on a language change (SPEC §4): the key carries the language. */
export const useCategories = () => useApiKey(categoriesKey);
