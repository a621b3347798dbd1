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
