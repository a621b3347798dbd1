import { describe, expect, it } from 'vitest';
import type { LanguageItem, StaticLanguages } from '../../shared/publicApi.js';
import { dictionarySections } from '../../shared/types.js';
import { dictionaries } from '../../server/db/seed/dictionary.js';
import { dataOf, getData, visit } from '../helpers/publicApi.js';
import { storeDictionary } from '../helpers/storedRows.js';
import { useTestApp } from '../helpers/useTestApp.js';

const t = useTestApp({ seed: true });

describe('GET /api/pages/all-languages', () => {
  it('lists the active languages, Turkish (the default) first', async () => {
    const languages = await getData<LanguageItem[]>(t, '/api/pages/all-languages');
    expect(languages).toEqual([
      { abbr: 'tr', lang: 'Türkçe', is_default: true },
      { abbr: 'en', lang: 'English', is_default: false },
    ]);
  });
});

describe('GET /api/pages/static-languages', () => {
  it('answers the five dictionary sections of the current language, Turkish by default', async () => {
    const tr = await getData<StaticLanguages>(t, '/api/pages/static-languages');
    expect(tr.abbr).toBe('tr');
    expect(tr.lang).toBe('Türkçe');
    expect(Object.keys(tr.page_lang).sort()).toEqual([...dictionarySections].sort());
    expect(tr.page_lang.form_error.gonderildi).toBe('Gönderildi!');

    const en = await getData<StaticLanguages>(t, '/api/pages/static-languages', 'en');
    expect(en.abbr).toBe('en');
    expect(en.page_lang.form_error.gonderildi).toBe('Sent!');
  });

  it('treats an unknown language cookie as the default language', async () => {
    const data = await getData<StaticLanguages>(t, '/api/pages/static-languages', 'xx');
    expect(data.abbr).toBe('tr');
  });

  it('fills keys the English dictionary lacks with the Turkish text', async () => {
    const rows = await t.app.db.selectFrom('languages').select(['abbr', 'page_lang']).execute();
    const tr = JSON.parse(rows.find((r) => r.abbr === 'tr')!.page_lang);
    tr.footer.sadece_turkce = 'Yalnızca Türkçe';
    await storeDictionary(t.app.db, 'tr', tr);
    t.app.publicCache.clear();
    const en = await getData<StaticLanguages>(t, '/api/pages/static-languages', 'en');
    expect(en.page_lang.footer.sadece_turkce).toBe('Yalnızca Türkçe');
    expect(en.page_lang.form_error.gonderildi).toBe('Sent!');
  });

  it('gives a key added by a later version its own text in each language, on a database seeded before it', async () => {
    const rows = await t.app.db.selectFrom('languages').select(['abbr', 'page_lang']).execute();
    for (const row of rows) {
      const stored = JSON.parse(row.page_lang);
      delete stored.navbar.logo_tagline;
      stored.form_error.gonderildi = row.abbr === 'tr' ? 'Gönderildi (özel)!' : stored.form_error.gonderildi;
      await storeDictionary(t.app.db, row.abbr, stored);
    }
    t.app.publicCache.clear();
    const tr = await getData<StaticLanguages>(t, '/api/pages/static-languages');
    const en = await getData<StaticLanguages>(t, '/api/pages/static-languages', 'en');
    expect(tr.page_lang.navbar.logo_tagline).toBe(dictionaries.tr.navbar.logo_tagline);
    expect(en.page_lang.navbar.logo_tagline).toBe(dictionaries.en.navbar.logo_tagline);
    expect(en.page_lang.navbar.logo_tagline).not.toBe(tr.page_lang.navbar.logo_tagline);
    // What an admin saved still wins over the product's text.
    expect(tr.page_lang.form_error.gonderildi).toBe('Gönderildi (özel)!');
  });
});

describe('GET /api/pages/change-language/{abbr}', () => {
  it('sets the _lang cookie for 365 days on the whole site', async () => {
    const res = await visit(t, '/api/pages/change-language/en');
    expect(dataOf<LanguageItem>(res)).toEqual({ abbr: 'en', lang: 'English', is_default: false });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^_lang=en;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('answers the following calls in the chosen language', async () => {
    const res = await visit(t, '/api/pages/change-language/en');
    const cookie = String(res.headers['set-cookie']).split(';')[0];
    const next = await t.app.inject({
      method: 'GET',
      url: '/api/pages/static-languages',
      headers: { cookie },
    });
    expect(dataOf<StaticLanguages>(next).abbr).toBe('en');
  });

  it('answers 404 for an unknown or inactive language and leaves the cookie alone', async () => {
    const unknown = await visit(t, '/api/pages/change-language/xx', 'en');
    expect(unknown.statusCode).toBe(404);
    // Asked with the English cookie: the refusal is in English (issue 30).
    expect(unknown.json()).toMatchObject({ success: false, message: 'Language not found' });
    expect(unknown.headers['set-cookie']).toBeUndefined();

    await t.app.db.updateTable('languages').set({ active: 0 }).where('abbr', '=', 'en').execute();
    t.app.publicCache.clear();
    try {
      const inactive = await visit(t, '/api/pages/change-language/en');
      expect(inactive.statusCode).toBe(404);
      expect(inactive.headers['set-cookie']).toBeUndefined();
      // An English cookie no longer counts either: the visitor reads Turkish.
      expect((await getData<StaticLanguages>(t, '/api/pages/static-languages', 'en')).abbr).toBe('tr');
      expect((await getData<LanguageItem[]>(t, '/api/pages/all-languages')).map((l) => l.abbr)).toEqual([
        'tr',
      ]);
    } finally {
      await t.app.db.updateTable('languages').set({ active: 1 }).where('abbr', '=', 'en').execute();
      t.app.publicCache.clear();
    }
  });
});
