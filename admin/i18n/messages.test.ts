import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { adminRoutes, menuGroups } from '../navigation/adminRoutes';
import { appEnglish } from './appEnglish';
import { appTurkish } from './appTurkish';
import { en } from './en';
import { tr } from './tr';

/** Every leaf key of a nested message object, as dotted paths. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

const leaf = (messages: unknown, path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);

describe('the Turkish messages', () => {
  it('translate every react-admin key, and nothing react-admin does not have', () => {
    expect(keys(tr.ra).sort()).toEqual(keys(englishMessages.ra).sort());
  });

  it('leave no react-admin text empty or in English', () => {
    for (const key of keys(tr.ra)) {
      const turkish = leaf(tr.ra, key.split('.'));
      expect(typeof turkish, key).toBe('string');
      if (key === 'boolean.null') continue;
      expect((turkish as string).trim(), key).not.toBe('');
      // Texts made of placeholders only ('%{name} %{recordRepresentation}') are the same in every language.
      const words = (turkish as string).replace(/%\{\w+\}/g, '').replace(/[^\p{L}]/gu, '');
      // 'Form' is the same word in both languages.
      if (words !== '' && key !== 'configurable.SimpleForm.title')
        expect(turkish, key).not.toBe(leaf(englishMessages.ra, key.split('.')));
    }
  });

  it("keep every %{placeholder} react-admin fills in (the spec's fixed texts may leave them out)", () => {
    const specTexts = new Set([
      'message.delete_title',
      'message.delete_content',
      'message.bulk_delete_title',
      'message.bulk_delete_content',
      'message.bulk_update_title',
    ]);
    for (const key of keys(englishMessages.ra)) {
      const placeholders = (text: unknown) =>
        [...String(text).matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
      const english = new Set(placeholders(leaf(englishMessages.ra, key.split('.'))));
      const turkish = new Set(placeholders(leaf(tr.ra, key.split('.'))));
      // smart_count only picks the plural form; a Turkish text may leave it out.
      english.delete('smart_count');
      turkish.delete('smart_count');
      for (const name of turkish) expect(english.has(name), `${key}: %{${name}}`).toBe(true);
      if (!specTexts.has(key)) expect([...turkish].sort(), key).toEqual([...english].sort());
    }
  });

  it('use the spec texts for confirmations and notifications (SPEC §5, §8)', () => {
    const ra = tr.ra as unknown as Record<string, Record<string, string>>;
    expect(ra.message.delete_title).toBe('Emin Misin?!');
    expect(ra.message.delete_content).toBe('Kalıcı Olarak Silinecek!');
    expect(ra.action.cancel).toBe('İptal');
    expect(ra.notification.created).toBe('Başarılı!');
    expect(ra.notification.updated.split(' |||| ')[0]).toBe('Güncellendi!');
    expect(ra.notification.deleted.split(' |||| ')[0]).toBe('Silindi!');
    expect(appTurkish.confirm).toMatchObject({
      title: 'Emin Misin?!',
      delete: 'Evet, Sil!',
      cancel: 'İptal',
    });
    expect(appTurkish.notification).toMatchObject({
      changed: 'Değiştirildi!',
      trashed: 'Çöpe Taşındı!',
      server_error: 'Sunucu Hatası!',
    });
  });
});

describe('the app namespace', () => {
  it('has the same keys in English as in Turkish', () => {
    expect(keys(appEnglish).sort()).toEqual(keys(appTurkish).sort());
    expect(keys(en.resources).sort()).toEqual(keys(tr.resources).sort());
  });

  it('labels every admin route (from the registry) and menu group of SPEC §2', () => {
    const routesOf = (messages: typeof tr) =>
      (messages.app as { menu: { routes: Record<string, string> } }).menu.routes;
    for (const route of adminRoutes) {
      expect(routesOf(tr)[route.name], route.name).toBe(route.label.tr);
      expect(routesOf(en)[route.name], route.name).toBe(route.label.en);
    }
    expect(routesOf(tr)['pages.educations']).toBe('Eğitim Takvimi');
    for (const group of menuGroups) expect(appTurkish.menu.groups, group).toHaveProperty([group]);
    expect(appTurkish.menu.groups).toEqual({
      menu: 'Menü',
      content: 'İçerik İşlemleri',
      settings: 'Genel Ayarlar',
      forms: 'Form Bilgileri',
      support: 'Destek',
    });
  });
});
