import type { RecordedRequest } from './fakeFetch';

/** One social media link: the record the form tests edit, a small form on a real screen. */
export const socialMediaItem = { id: 3, name: 'Instagram', uri: 'https://instagram.com/akademi', queue: 1 };

/** A server holding only that link: its record and the list it stands in; any other address is not found. */
export function socialMediaServer(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const ok = (data: unknown) => ({ body: { success: true, message: 'Güncellendi!', data } });
  if (url.pathname === '/api/admin/settings/social-media/3') return ok(socialMediaItem);
  if (url.pathname === '/api/admin/settings/social-media') {
    return ok({ items: [socialMediaItem], page: 1, per_page: 25, total: 1, last_page: 1 });
  }
  return { status: 404, body: { success: false, message: 'Adres bulunamadı' } };
}
