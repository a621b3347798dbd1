import { openPositionsKey } from './apiKeys';
import { useApiKey } from './useApi';

/** The careers page's open positions (active ones, in the back office's order, in the visitor's language). */
export const useOpenPositions = () => useApiKey(openPositionsKey);
