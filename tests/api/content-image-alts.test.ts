import { beforeAll, describe, expect, it } from 'vitest';
import type { PageContents } from '../../shared/publicApi.js';
import { getData } from '../helpers/publicApi.js';
import { altOfImage, metaOf, siteOrigin as origin } from '../helpers/siteApp.js';
import { type AdminClient, adminClient, json } from './admin-helpers.js';
import { useSiteTestApp } from '../helpers/useTestApp.js';

/*
 * Issue 28: the images inside the content pages' own data (home hero and about, feature and contact icons,
 * the pages' main images, video posters) carry an alt text per language beside them (`<key>_alt`) and a
 * decorative flag (`<key>_decorative`). The admin API saves and checks them per field; the public API
 * answers `<key>_alt` in the page's language (Turkish when the language has none, '' when decorative, null
 * when none); the rendered <img alt> and a content page's og:image:alt use it.
 */

const t = useSiteTestApp();
let admin: AdminClient;

beforeAll(async () => {
  admin = adminClient(t, await t.adminToken());
});

type Data = Record<string, unknown>;

const blockData = async (page: string, name: string) =>
  json(await admin.get(`/contents/${page}/${name}`)).data.data as Data;
const save = (page: string, name: string, data: Data) => admin.put(`/contents/${page}/${name}`, { data });
const publicPage = <P extends keyof PageContents>(page: P, lang?: string) =>
  getData<PageContents[P]>(t, `/api/pages/content?page=${page}`, lang);

const html = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

describe('content images’ alt texts in the admin API', () => {
  it('saves an image’s alt per language and its flag beside it, and answers them on GET', async () => {
    const current = await blockData('home', 'hero');
    const res = await save('home', 'hero', {
      ...current,
      image_alt: {
        tr: '  Sınıfta not alan katılımcılar  ',
        en: 'Participants taking notes in class',
        de: '',
      },
      image_decorative: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Trimmed, blank languages dropped, like every translated text.
    const expected = { tr: 'Sınıfta not alan katılımcılar', en: 'Participants taking notes in class' };
    expect(json(res).data.data).toMatchObject({ image_alt: expected, image_decorative: 0 });
    expect(await blockData('home', 'hero')).toMatchObject({ image_alt: expected, image_decorative: 0 });
  });

  it('gives every image in a list (features, contact icons, video posters) its own alt and flag', async () => {
    const features = await blockData('home', 'features');
    const items = features.items as Data[];
    const res = await save('home', 'features', {
      ...features,
      items: [
        {
          ...items[0],
          file_img_alt: { tr: 'Kürsüde eğitmen', en: 'Trainer at a lectern' },
          file_img_decorative: 0,
        },
        { ...items[1], file_img_alt: {}, file_img_decorative: 1 },
        // A row from an older client, without the fields: no alt, not decorative.
        { title: items[2].title, text: items[2].text, file_img: items[2].file_img },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = json(res).data.data.items as Data[];
    expect(saved.map((item) => [item.file_img_alt, item.file_img_decorative])).toEqual([
      [{ tr: 'Kürsüde eğitmen', en: 'Trainer at a lectern' }, 0],
      [{}, 1],
      [{}, 0],
    ]);

    const videos = await blockData('educations', 'training_videos');
    const [first] = videos.videos as Data[];
    const posters = await save('educations', 'training_videos', {
      ...videos,
      videos: [
        {
          ...first,
          poster_alt: { tr: 'Grafik ikonlu kapak', en: 'Poster with a chart icon' },
          poster_decorative: 0,
        },
      ],
    });
    expect(posters.statusCode, posters.body).toBe(200);
    expect((json(posters).data.data.videos as Data[])[0]).toMatchObject({
      poster_alt: { tr: 'Grafik ikonlu kapak', en: 'Poster with a chart icon' },
      poster_decorative: 0,
    });
    await save('home', 'features', features);
    await save('educations', 'training_videos', videos);
  });

  it('refuses a too long or malformed alt and a bad flag per field, wherever it is, storing nothing', async () => {
    const hero = await blockData('home', 'hero');
    const long = await save('home', 'hero', {
      ...hero,
      image_alt: { tr: 'Kısa', en: 'x'.repeat(201) },
      image_decorative: 'belki',
    });
    expect(long.statusCode).toBe(422);
    expect(json(long).errors).toEqual({
      'image_alt.en': 'Bu Alan 200 Karakteri Geçemez',
      image_decorative: 'Geçersiz Seçim',
    });
    // 200 characters are fine.
    const longest = await save('home', 'hero', { ...hero, image_alt: { tr: 'ç'.repeat(200) } });
    expect(longest.statusCode, longest.body).toBe(200);
    await save('home', 'hero', hero);

    const icons = await blockData('home', 'contact_form_social_icons');
    const items = icons.items as Data[];
    const bad = await save('home', 'contact_form_social_icons', {
      ...icons,
      items: [
        items[0],
        { ...items[1], file_img_alt: { tr: 5 } },
        { ...items[2], file_img_alt: { en: 'y'.repeat(201) } },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({
      'items[1].file_img_alt.tr': 'Bu Alan Metin Olmalı',
      'items[2].file_img_alt.en': 'Bu Alan 200 Karakteri Geçemez',
    });

    const about = await blockData('corporate', 'about_us');
    const badAbout = await save('corporate', 'about_us', { ...about, image_alt: 'tek metin' });
    expect(badAbout.statusCode).toBe(422);
    expect(Object.keys(json(badAbout).errors)).toEqual(['image_alt']);

    expect(await blockData('home', 'hero')).toEqual(hero);
    expect(await blockData('home', 'contact_form_social_icons')).toEqual(icons);
    expect(await blockData('corporate', 'about_us')).toEqual(about);
  });
});

describe('content images’ alt texts on the public API', () => {
  it("answers each image's alt in the page's language: Turkish when missing, '' when decorative, null when none", async () => {
    const about = await blockData('corporate', 'about_us');
    await save('corporate', 'about_us', {
      ...about,
      image_alt: { tr: 'Levent’teki eğitim merkezimizin girişi' },
      image_decorative: 0,
    });
    const tr = (await publicPage('corporate')).about_us.data;
    const en = (await publicPage('corporate', 'en')).about_us.data;
    expect(tr.image_alt).toBe('Levent’teki eğitim merkezimizin girişi');
    // No English text: the default language's rather than none.
    expect(en.image_alt).toBe('Levent’teki eğitim merkezimizin girişi');
    // The flag stays in the back office.
    expect(tr).not.toHaveProperty('image_decorative');

    await save('corporate', 'about_us', { ...about, image_alt: { tr: 'Bir metin' }, image_decorative: 1 });
    expect((await publicPage('corporate', 'en')).about_us.data.image_alt).toBe('');
    await save('corporate', 'about_us', { ...about, image_alt: {}, image_decorative: 0 });
    expect((await publicPage('corporate')).about_us.data.image_alt).toBeNull();
    await save('corporate', 'about_us', about);
  });

  it('resolves the seeded demo alts in list items and single-section pages, per language', async () => {
    const home = await publicPage('home', 'en');
    expect(home.about.data.image_alt).toBe(
      'A training classroom with rows of desks, laptops and a presentation screen',
    );
    // The demo contact icons only decorate: their titles are written beside them.
    expect(home.contact_form_social_icons.data.items.map((item) => item.file_img_alt)).toEqual([
      '',
      '',
      '',
      '',
    ]);
    expect(home.contact_form_social_icons.data.items[0]).not.toHaveProperty('file_img_decorative');

    const distance = await getData<{ data: { image_alt: string } }>(t, '/api/pages/distance-learning');
    expect(distance.data.image_alt).toBe(
      'Eğitim sınıfında monitör ve dizüstü bilgisayar bulunan bir çalışma masası',
    );
    const videos = await getData<PageContents['educations']['training_videos']>(
      t,
      '/api/pages/training-videos',
      'en',
    );
    expect(videos.data.videos.every((video) => video.poster_alt === '')).toBe(true);
  });

  it('answers null for an image stored before alt texts existed', async () => {
    const row = await t.app.db
      .selectFrom('contents')
      .select(['id', 'data'])
      .where('page', '=', 'services')
      .where('name', '=', 'consultancy_service')
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(row.data) as Data;
    const { image_alt: _alt, image_decorative: _flag, ...older } = stored;
    await t.app.db
      .updateTable('contents')
      .set({ data: JSON.stringify(older) })
      .where('id', '=', row.id)
      .execute();
    t.app.publicCache.clear();
    try {
      const section = await getData<{ data: { image: string; image_alt: string | null } }>(
        t,
        '/api/pages/consultancy-service',
        'en',
      );
      expect(section.data.image).toBe(stored.image);
      expect(section.data.image_alt).toBeNull();
      // The page's heading names it: the picture stays silent rather than saying the title twice.
      expect(altOfImage(await html('/en/danismanlik-hizmeti'), String(stored.image))).toBe('');
    } finally {
      await t.app.db.updateTable('contents').set({ data: row.data }).where('id', '=', row.id).execute();
      t.app.publicCache.clear();
    }
  });
});

describe('server-rendered content pages', () => {
  it('writes the home page’s alts into its <img> tags in Turkish and English', async () => {
    const hero = await blockData('home', 'hero');
    const features = await blockData('home', 'features');
    const [first, second, ...rest] = features.items as Data[];
    await save('home', 'hero', {
      ...hero,
      image_alt: { tr: 'Eğitim alanlarının ikonları', en: 'Icons of the training topics' },
      image_decorative: 0,
    });
    await save('home', 'features', {
      ...features,
      items: [
        {
          ...first,
          file_img_alt: { tr: 'Kürsüde eğitmen', en: 'Trainer at a lectern' },
          file_img_decorative: 0,
        },
        { ...second, file_img_alt: { tr: 'Süs' }, file_img_decorative: 1 },
        ...rest,
      ],
    });
    const tr = await html('/');
    const en = await html('/en');
    expect(altOfImage(tr, String(hero.image))).toBe('Eğitim alanlarının ikonları');
    expect(altOfImage(en, String(hero.image))).toBe('Icons of the training topics');
    const aboutImage = String((await blockData('home', 'about')).image);
    expect(altOfImage(tr, aboutImage)).toBe(
      'Sıra düzeninde masaları ve dizüstü bilgisayarları olan, sunum ekranlı eğitim sınıfı',
    );
    expect(altOfImage(en, String(first.file_img))).toBe('Trainer at a lectern');
    expect(altOfImage(tr, String(first.file_img))).toBe('Kürsüde eğitmen');
    // A decorative icon is skipped by screen readers: alt="" on purpose, whatever text it kept.
    expect(altOfImage(en, String(second.file_img))).toBe('');
    await save('home', 'hero', hero);
    await save('home', 'features', features);
  });

  it('gives a content page’s image its alt, and draws it into the share image under the page’s title', async () => {
    const about = await blockData('corporate', 'about_us');
    await save('corporate', 'about_us', {
      ...about,
      image_alt: { tr: 'Ekibimiz toplantı masasında', en: 'Our team at the meeting table' },
      image_decorative: 0,
    });
    const image = String(about.image);
    const tr = await html('/biz-kimiz');
    const en = await html('/en/biz-kimiz');
    expect(altOfImage(tr, image)).toBe('Ekibimiz toplantı masasında');
    expect(altOfImage(en, image)).toBe('Our team at the meeting table');
    // The share image is the picture with the page's title drawn over it (issue 32): its alt is that title.
    expect(metaOf(tr, 'og:image')).toMatch(new RegExp(`^${origin}/paylasim-gorseli/tr/biz-kimiz\\.jpg\\?v=`));
    expect(metaOf(en, 'og:image')).toMatch(new RegExp(`^${origin}/paylasim-gorseli/en/biz-kimiz\\.jpg\\?v=`));
    expect(metaOf(tr, 'og:image:alt')).toBe(metaOf(tr, 'og:title'));
    expect(metaOf(en, 'og:image:alt')).toBe('About Us');
    expect(metaOf(en, 'twitter:image:alt')).toBe('About Us');

    // Decorative: alt="" in the page; the share image still shows (and its alt says) the title.
    await save('corporate', 'about_us', { ...about, image_alt: { tr: 'Süs' }, image_decorative: 1 });
    const decorative = await html('/en/biz-kimiz');
    expect(altOfImage(decorative, image)).toBe('');
    expect(metaOf(decorative, 'og:image:alt')).toBe('About Us');
    await save('corporate', 'about_us', about);
  });
});

describe('Bu sürüme dön on a content block', () => {
  it('keeps the current image’s own alt text when the version’s image file no longer exists', async () => {
    const about = await blockData('corporate', 'about_us');
    const entries = () =>
      t.app.db
        .selectFrom('audit_log')
        .select('id')
        .where('resource', '=', 'contents')
        .where('record_id', '=', 'corporate/about_us')
        .orderBy('id', 'asc')
        .execute();
    const before = (await entries()).length;
    const gone = '/uploads/contents/0123456789abcdef0123456789abcdef.webp';
    await save('corporate', 'about_us', {
      ...about,
      title: { tr: 'Eski Başlık' },
      image: gone,
      image_alt: { tr: 'Artık olmayan görsel' },
      image_decorative: 1,
    });
    await save('corporate', 'about_us', {
      ...about,
      image_alt: { tr: 'Bugünkü görsel', en: 'Today’s picture' },
      image_decorative: 0,
    });
    const version = (await entries())[before];
    const res = await admin.post(`/contents/history/${version.id}/restore`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.kept_files).toEqual(['data.image']);
    expect(await blockData('corporate', 'about_us')).toMatchObject({
      title: { tr: 'Eski Başlık' },
      image: about.image,
      image_alt: { tr: 'Bugünkü görsel', en: 'Today’s picture' },
      image_decorative: 0,
    });
    await save('corporate', 'about_us', about);
  });
});
