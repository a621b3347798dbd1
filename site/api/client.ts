import { createHttpClient } from '../../shared/httpClient';
import type { ApiSuccess } from '../../shared/types';

/** The site's one HTTP client: no bearer token, CSRF from the page's meta tag. */
export const http = createHttpClient();

/** SWR key of a public GET: the path, the language it was asked in (so a language change refetches) and the query. */
export type ApiKey = readonly [
  path: string,
  lang: string,
  query?: Record<string, string | number | undefined>,
];

/** Reads the `data` of a `{ success: true, data }` answer. */
export async function fetchData<T>([path, , query]: ApiKey): Promise<T> {
  const body = await http.get<ApiSuccess<T>>(path, query);
  return body.data;
}
