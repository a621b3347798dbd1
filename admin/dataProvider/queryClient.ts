import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../shared/httpClient';

/**
 * Whether a failed read is worth asking again: a lost connection or a server failure once, a second later
 * (a restart or a database blip passes); a refusal (4xx: gone, not allowed, signed out) never, since asking
 * again gets the same answer. React Query's default (three retries, 1 + 2 + 4 s) left a screen on grey
 * placeholders for seven seconds before it could say it failed, and asked a 404 four times.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** The back office's query cache: react-admin's defaults, but the retry rule above for every read. */
export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetryRead } } });
}
