import type { PublicCategory } from '../../shared/publicApi';
import { useApi } from './useApi';

/** Reloaded on a language change (SPEC §4): the key carries the language. */
export const useCategories = () => useApi<PublicCategory[]>('/api/pages/categories');
