import { describe, expect, it } from 'vitest';
import { json } from './admin-helpers.js';
import { useTestApp } from '../helpers/useTestApp.js';

/*
 * Issue 30: the server's refusals on the public site speak the visitor's language. A visitor in English
 * (the `_lang` cookie, as for every public answer) reads the English of a fixed message
 * (shared/serverMessages.ts); Turkish and a language the code has no texts for read the Turkish one; the
 * back office gets the Turkish it looks up itself (admin/i18n).
 */
const t = useTestApp();

const message = async (url: string, lang?: string, init: { method?: 'GET' | 'POST'; body?: string } = {}) => {
  const res = await t.app.inject({
    method: init.method ?? 'GET',
    url,
    ...(lang ? { cookies: { _lang: lang } } : {}),
    ...(init.body !== undefined
      ? { payload: init.body, headers: { 'content-type': 'application/json' } }
      : {}),
  });
  return { status: res.statusCode, message: json(res).message as string };
};

describe("the server's refusals in the visitor's language", () => {
  it('a missing news item: English in English, Turkish in Turkish and in German', async () => {
    expect(await message('/api/pages/news/yok-boyle-haber', 'en')).toEqual({
      status: 404,
      message: 'News item not found',
    });
    expect((await message('/api/pages/news/yok-boyle-haber', 'tr')).message).toBe('Haber bulunamadı');
    expect((await message('/api/pages/news/yok-boyle-haber')).message).toBe('Haber bulunamadı');
    expect((await message('/api/pages/news/yok-boyle-haber', 'de')).message).toBe('Haber bulunamadı');
  });

  it('a bad query value on a public list, in English', async () => {
    expect(await message('/api/pages/testimonials?product=abc', 'en')).toEqual({
      status: 400,
      message: 'Invalid course number',
    });
  });

  it('the back office keeps the Turkish it translates itself, whatever the cookie', async () => {
    const refusal = await message('/api/admin/users', 'en');
    expect(refusal.status).toBe(401);
    expect(refusal.message).toBe('Oturumunuz geçersiz veya süresi doldu. Lütfen tekrar giriş yapın.');
  });
});
