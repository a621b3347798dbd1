import type { RecordedRequest } from './fakeFetch';

/** A content block as GET /api/admin/contents/:page/:name gives it: its data, no gallery files, never saved. */
export const contentBlock = (
  id: number | null,
  page: string,
  name: string,
  data: Record<string, unknown>,
) => ({
  id,
  page,
  name,
  data,
  files: [],
  updated_at: null,
});

/** A server holding one block: a read gives it, a save answers 'Güncellendi!' with it. */
export const contentBlockServer = (block: ReturnType<typeof contentBlock>) => (request: RecordedRequest) =>
  request.method === 'GET'
    ? { body: { success: true, data: block } }
    : { body: { success: true, message: 'Güncellendi!', data: block } };
