import { screen } from '@testing-library/react';
import type { renderPanelAt } from './renderPanel';

/* What a list screen asked the fake server (admin/testing/fakeFetch.ts), for the content list tests. */

type Server = ReturnType<typeof renderPanelAt>;

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
