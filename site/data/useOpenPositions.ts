import type { OpenPositionItem } from '../../shared/publicApi';
import { useApi } from './useApi';

/** The careers page's open positions (active ones, in the back office's order, in the visitor's language). */
export const useOpenPositions = () => useApi<OpenPositionItem[]>('/api/pages/open-positions');
