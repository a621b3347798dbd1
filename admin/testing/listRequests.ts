import { screen } from '@testing-library/react';

/* What a list screen asked its server (the real API of realApi.ts, or a fake of fakeFetch.ts), for the list tests. */

interface Server {
  requests: Array<{ method: string; url: string; body: Record<string, unknown> | undefined }>;
}

/** The query of every list request to /api/admin/<api>, as an object, oldest first. */
export const listQueries = (server: Server, api: string) =>
  server.requests
    .filter((request) => request.method === 'GET' && request.url.startsWith(`/api/admin/${api}?`))
    .map((request) => Object.fromEntries(new URL(request.url, 'http://x').searchParams));

/** The writes to /api/admin/<api>…: [_method, url, bulk action, ids] each, as the list's buttons sent them. */
export const writesTo = (server: Server, api: string) =>
  server.requests
    .filter((request) => request.method !== 'GET' && request.url.startsWith(`/api/admin/${api}`))
    .map((request) => [request.body?._method, request.url, request.body?.action, request.body?.ids]);

/** The table row that shows `text`. */
export const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
