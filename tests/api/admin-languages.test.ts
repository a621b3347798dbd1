import { beforeAll, describe, expect, it } from 'vitest';
import { dictionaries } from '../../server/db/seed/dictionary.js';
import { type AdminClient, adminClient, count, json, seedLanguages } from './admin-helpers.js';
import { useTestApp } from '../helpers/useTestApp.js';

const t = useTestApp();
let admin: AdminClient;

beforeAll(async () => {
  await seedLanguages(t.app.db);
  admin = adminClient(t, await t.adminToken());
});

const dictionary = () =>
  JSON.parse(JSON.stringify(dictionaries.en)) as Record<string, Record<string, string>>;

describe('languages', () => {
  it('lists every language with its dictionary, default first', async () => {
    const res = json(await admin.get('/languages'));
    expect(res.data).toMatchObject({ page: 1, total: 2, last_page: 1 });
    expect(res.data.items.map((l: { abbr: string }) => l.abbr)).toEqual(['tr', 'en']);
    expect(res.data.items[0]).toMatchObject({ lang: 'Türkçe', active: 1, is_default: 1 });
    expect(Object.keys(res.data.items[0].page_lang).sort()).toEqual([
      'footer',
      'form_error',
      'form_input',
      'home',
      'navbar',
    ]);
    expect(json(await admin.get('/languages/en')).data.lang).toBe('English');
    expect(json(await admin.get(`/languages/${res.data.items[1].id}`)).data.abbr).toBe('en');
    expect((await admin.get('/languages/xx')).statusCode).toBe(404);
  });

  it('adds a language as a copy of the Turkish dictionary, inactive until translated', async () => {
    const trDictionary = { ...dictionaries.tr, navbar: { anasayfa: 'Anasayfa (özel)' } };
    await admin.put('/languages/page-lang', { abbr: 'tr', page_lang: trDictionary });
    const res = await admin.form('/languages', { abbr: 'DE', lang: 'Deutsch' });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Başarılı!',
      data: { abbr: 'de', active: 0, is_default: 0 },
    });
    expect(json(res).data.page_lang).toEqual(trDictionary);
    const listed = json(await admin.get('/languages')).data.items.map((l: { abbr: string }) => l.abbr);
    expect(listed).toEqual(['tr', 'en', 'de']);
  });

  it('refuses a duplicate or malformed language with per-field errors, storing nothing', async () => {
    const before = await count(t.app.db, 'languages');
    expect(json(await admin.post('/languages', { abbr: 'en', lang: 'English' })).errors).toEqual({
      abbr: 'Bu dil sistemde zaten var',
    });
    const bad = await admin.post('/languages', { abbr: 'english!', lang: '' });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({ abbr: 'Geçersiz Dil Kodu', lang: 'Bu Alan Zorunlu' });
    expect(await count(t.app.db, 'languages')).toBe(before);
  });

  it('takes only the short code of a language people read: no typo, no unknown region, no long form', async () => {
    const before = await count(t.app.db, 'languages');
    const refusals: Record<string, string> = {
      fe: 'Bu kod bilinen bir dilin kodu değil', // "fr" mistyped: every page would say lang="fe"
      xx: 'Bu kod bilinen bir dilin kodu değil',
      'en-zz': 'Bu kod bilinen bir dilin kodu değil', // ZZ: the code for an unknown region
      'pt-xx': 'Bu kod bilinen bir dilin kodu değil',
      deu: 'Bu dilin kısa kodu "de": onu yazın', // a second German beside "de"
      kmr: 'Bu dilin kısa kodu "ku": onu yazın',
    };
    for (const [abbr, message] of Object.entries(refusals)) {
      const res = await admin.post('/languages', { abbr, lang: 'Dil' });
      expect(res.statusCode, abbr).toBe(422);
      expect(json(res).errors, abbr).toEqual({ abbr: message });
    }
    expect(await count(t.app.db, 'languages')).toBe(before);
    for (const abbr of ['pt-br', 'zh-hant', 'sr-latn', 'fil']) {
      expect((await admin.post('/languages', { abbr, lang: abbr })).statusCode, abbr).toBe(201);
    }
    expect(await count(t.app.db, 'languages')).toBe(before + 4);
  });

  it('saves page-language texts (JSON in form data) and validates the dictionary shape', async () => {
    const texts = dictionary();
    texts.navbar = { anasayfa: 'Startseite' };
    const res = await admin.form('/languages/page-lang', {
      _method: 'PUT',
      abbr: 'de',
      page_lang: JSON.stringify(texts),
    });
    expect(json(res)).toMatchObject({ success: true, message: 'Güncellendi!', data: { abbr: 'de' } });
    expect(json(res).data.page_lang.navbar).toEqual({ anasayfa: 'Startseite' });

    const missing = dictionary();
    delete missing.home;
    const extra = { ...dictionary(), admin: {} };
    const nonString = dictionary();
    (nonString.footer as Record<string, unknown>).slogan = 5;
    const cases: [unknown, Record<string, string>][] = [
      [missing, { page_lang: expect.stringContaining('navbar, footer, home, form_input, form_error') }],
      [extra, { page_lang: expect.stringContaining('Sözlük tam olarak') }],
      [nonString, { 'page_lang.footer.slogan': 'Bu Alan Metin Olmalı' }],
      ['{not json', { page_lang: expect.stringContaining('Sözlük') }],
    ];
    for (const [pageLang, errors] of cases) {
      const bad = await admin.put('/languages/page-lang', {
        abbr: 'de',
        page_lang: typeof pageLang === 'string' ? pageLang : JSON.stringify(pageLang),
      });
      expect(bad.statusCode).toBe(422);
      expect(json(bad).errors).toEqual(errors);
    }
    const stored = json(await admin.get('/languages/de')).data.page_lang;
    expect(stored.navbar).toEqual({ anasayfa: 'Startseite' });
    expect(
      (await admin.put('/languages/page-lang', { abbr: 'fr', page_lang: dictionary() })).statusCode,
    ).toBe(404);
  });

  it('toggles or sets active; the default language cannot be deactivated', async () => {
    const toggled = await admin.put('/languages/active', { abbr: 'de' });
    expect(json(toggled)).toMatchObject({
      success: true,
      message: 'Değiştirildi!',
      data: { abbr: 'de', active: 1 },
    });
    const set = await admin.form('/languages/active', { _method: 'PUT', abbr: 'de', active: '1' });
    expect(json(set).data.active).toBe(1);
    expect(json(await admin.put('/languages/active', { abbr: 'de', active: 0 })).data.active).toBe(0);

    const refused = await admin.put('/languages/active', { abbr: 'tr' });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).message).toBe('Varsayılan dil pasif yapılamaz');
    expect(json(await admin.put('/languages/active', { abbr: 'tr', active: 1 })).data.active).toBe(1);
    expect(json(await admin.get('/languages/tr')).data.active).toBe(1);
    expect((await admin.put('/languages/active', { abbr: 'zz' })).statusCode).toBe(404);
  });

  it('is for administrators only: an editor gets 403, no token 401', async () => {
    const editor = adminClient(t, await t.editorToken());
    const anonymous = adminClient(t, undefined);
    const calls = (c: AdminClient) => [
      c.get('/languages'),
      c.get('/languages/tr'),
      c.post('/languages', { abbr: 'it', lang: 'Italiano' }),
      c.put('/languages/page-lang', { abbr: 'tr', page_lang: {} }),
      c.put('/languages/active', { abbr: 'en' }),
    ];
    for (const res of await Promise.all(calls(editor))) expect(res.statusCode).toBe(403);
    for (const res of await Promise.all(calls(anonymous))) expect(res.statusCode).toBe(401);
    expect(json(await admin.get('/languages/en')).data.active).toBe(1);
  });
});
