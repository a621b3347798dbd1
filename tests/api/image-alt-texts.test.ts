import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail, NewsDetail } from '../../shared/publicApi.js';
import { imagePart, pngImage } from '../helpers/catalogue.js';
import { getData } from '../helpers/publicApi.js';
import { altOfImage, attr, metaOf, siteOrigin as origin } from '../helpers/siteApp.js';
import { type AdminClient, adminClient, json } from './admin-helpers.js';
import { useSiteTestApp } from '../helpers/useTestApp.js';

/*
 * Issue 28: alternative texts per language on every image the public site shows. The admin API saves and
 * answers them (a record's `image_alt`, a gallery file's `alt` and `decorative`); the public API, the
 * server-rendered <img alt>, og:image:alt and the JSON-LD ImageObject's caption use them in the page's
 * language, falling back to Turkish, then to the record's title; a decorative image has alt="".
 */

const t = useSiteTestApp();
let admin: AdminClient;
let categoryId: number;

beforeAll(async () => {
  admin = adminClient(t, await t.adminToken());
  categoryId = json(await admin.post('/categories', { name: { tr: 'Alt Metin Kategorisi' } })).data.id;
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
const structured = (html: string, type: string) => {
  const text = attr(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/) ?? '[]';
  return (JSON.parse(text) as { '@type': string; image?: unknown }[]).find(
    (thing) => thing['@type'] === type,
  );
};

async function newCourse(title: string) {
  const res = await admin.post('/products', {
    title: { tr: title, en: `${title} EN` },
    category_id: categoryId,
  });
  const created = json(res).data;
  // Published explicitly: issue 28 makes new courses drafts by default.
  await admin.put(`/products/${created.id}`, {
    title: { tr: title, en: `${title} EN` },
    category_id: categoryId,
    is_published: 1,
  });
  return created as { id: number; seo_name: string };
}

describe('a record’s image alt text (news, instructors, brands)', () => {
  it('saves and answers the alt text per language; a save that does not send it keeps it', async () => {
    const created = await admin.form(
      '/news',
      {
        title_tr: 'Alt Metinli Haber',
        title_en: 'News with Alt Text',
        active: '1',
        image_alt_tr: 'Sınıfta sunum yapan eğitmen',
        image_alt_en: 'An instructor presenting in a classroom',
      },
      [imagePart(await pngImage(), 'haber.png', 'image')],
    );
    expect(created.statusCode, created.body).toBe(201);
    const news = json(created).data;
    expect(news.image_alt).toEqual({
      tr: 'Sınıfta sunum yapan eğitmen',
      en: 'An instructor presenting in a classroom',
    });
    expect(json(await admin.get(`/news/${news.id}`)).data.image_alt).toEqual(news.image_alt);

    // An older client's save (no image_alt at all) leaves the texts alone…
    const kept = await admin.put(`/news/${news.id}`, { title: { tr: 'Alt Metinli Haber' }, active: 1 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json(kept).data.image_alt).toEqual(news.image_alt);
    // …and one that sends them changes them (a blank language is dropped).
    const changed = await admin.put(`/news/${news.id}`, {
      title: { tr: 'Alt Metinli Haber' },
      image_alt: { tr: '  Yeni metin  ', en: ' ' },
      active: 1,
    });
    expect(json(changed).data.image_alt).toEqual({ tr: 'Yeni metin' });

    const english = await getData<NewsDetail>(t, `/api/pages/news/${news.seo_name}`, 'en');
    // No English text: the Turkish one (the default language) rather than none.
    expect(english.image_alt).toBe('Yeni metin');
  });

  it('refuses a too long alt text, naming the field and the language', async () => {
    const res = await admin.post('/instructors', {
      name: 'Uzun Metinli Eğitmen',
      image_alt: { tr: 'Kısa', en: 'x'.repeat(201) },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ 'image_alt.en': 'Bu Alan 200 Karakteri Geçemez' });
    const notText = await admin.post('/brands', { name: 'Bozuk Marka', image_alt: { tr: 5 } });
    expect(notText.statusCode).toBe(422);
    expect(json(notText).errors).toEqual({ 'image_alt.tr': 'Bu Alan Metin Olmalı' });
    const badFlag = await admin.post('/brands', { name: 'Bozuk Marka', image_decorative: 'belki' });
    expect(badFlag.statusCode).toBe(422);
    expect(json(badFlag).errors).toEqual({ image_decorative: 'Geçersiz Seçim' });
  });

  it('answers an instructor’s photo alt and a decorative brand logo on the public API', async () => {
    const person = json(
      await admin.post('/instructors', {
        name: 'Deniz Alt',
        active: 1,
        image_alt: { tr: 'Deniz Alt’ın portresi', en: 'Portrait of Deniz Alt' },
      }),
    ).data;
    expect(person.image_alt).toEqual({ tr: 'Deniz Alt’ın portresi', en: 'Portrait of Deniz Alt' });
    await t.app.db
      .updateTable('instructors')
      .set({ photo_path: '/uploads/demo/x.webp' })
      .where('id', '=', person.id)
      .execute();
    t.app.publicCache.clear();
    const tr = await getData<{ photo_alt: string | null }>(t, `/api/pages/instructor/${person.seo_name}`);
    const en = await getData<{ photo_alt: string | null }>(
      t,
      `/api/pages/instructor/${person.seo_name}`,
      'en',
    );
    expect([tr.photo_alt, en.photo_alt]).toEqual(['Deniz Alt’ın portresi', 'Portrait of Deniz Alt']);

    const brand = json(
      await admin.post('/brands', { name: 'Süs Marka', image_alt: { tr: 'Süs' }, image_decorative: 1 }),
    ).data;
    expect(brand).toMatchObject({ image_alt: { tr: 'Süs' }, image_decorative: 1 });
    const publicBrand = await getData<{ logo_alt: string | null }>(t, `/api/pages/brand/${brand.seo_name}`);
    expect(publicBrand.logo_alt).toBe('');
    const plain = json(await admin.post('/brands', { name: 'Metinsiz Marka' })).data;
    expect(plain).toMatchObject({ image_alt: {}, image_decorative: 0 });
    expect(
      (await getData<{ logo_alt: string | null }>(t, `/api/pages/brand/${plain.seo_name}`)).logo_alt,
    ).toBeNull();
  });
});

describe('gallery images', () => {
  it('takes each new file’s alt text on upload, in the order sent, and answers it everywhere', async () => {
    const course = await newCourse('Galerili Alt Metin');
    const res = await admin.form(
      `/products/${course.id}/files`,
      {
        file_alts: JSON.stringify([
          { alt: { tr: 'Laboratuvarda çalışan katılımcılar', en: 'Participants working in a lab' } },
          { alt: {}, decorative: 1 },
        ]),
      },
      [
        imagePart(await pngImage(800, 450, '#123456'), 'a.png'),
        imagePart(await pngImage(800, 450, '#654321'), 'b.png'),
        imagePart(await pngImage(800, 450, '#abcdef'), 'c.png'),
      ],
    );
    expect(res.statusCode, res.body).toBe(201);
    const files = json(res).data as { id: number; url: string; alt: object; decorative: number }[];
    expect(files.map((f) => [f.alt, f.decorative])).toEqual([
      [{ tr: 'Laboratuvarda çalışan katılımcılar', en: 'Participants working in a lab' }, 0],
      [{}, 1],
      [{}, 0],
    ]);
    expect(json(await admin.get(`/products/${course.id}`)).data.files).toEqual(files);

    const tr = await getData<CourseDetail>(t, `/api/pages/course/${course.seo_name}`);
    const en = await getData<CourseDetail>(t, `/api/pages/course/${course.seo_name}`, 'en');
    expect(tr.files.map((f) => f.alt)).toEqual(['Laboratuvarda çalışan katılımcılar', '', null]);
    expect(en.files.map((f) => f.alt)).toEqual(['Participants working in a lab', '', null]);
    // The first gallery image is the cover: its alt travels with the course in every list.
    expect([tr.cover, tr.cover_alt, en.cover_alt]).toEqual([
      files[0].url,
      'Laboratuvarda çalışan katılımcılar',
      'Participants working in a lab',
    ]);
  });

  it('changes one file’s alt text and flag with PUT files/:fileId, refusing bad values per field', async () => {
    const course = await newCourse('Sonradan Alt Metin');
    const [file] = json(
      await admin.form(`/products/${course.id}/files`, {}, [imagePart(await pngImage(), 'a.png')]),
    ).data as { id: number; alt: object; decorative: number }[];
    expect(file).toMatchObject({ alt: {}, decorative: 0 });

    const saved = await admin.put(`/products/files/${file.id}`, {
      alt: { tr: 'Beyaz tahta önünde eğitmen', en: 'Instructor at a whiteboard' },
      decorative: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({
      success: true,
      data: { id: file.id, alt: { tr: 'Beyaz tahta önünde eğitmen', en: 'Instructor at a whiteboard' } },
    });
    expect((await getData<CourseDetail>(t, `/api/pages/course/${course.seo_name}`, 'en')).cover_alt).toBe(
      'Instructor at a whiteboard',
    );

    const decorative = await admin.put(`/products/files/${file.id}`, { alt: {}, decorative: 1 });
    expect(json(decorative).data).toMatchObject({ alt: {}, decorative: 1 });
    expect((await getData<CourseDetail>(t, `/api/pages/course/${course.seo_name}`)).cover_alt).toBe('');

    const tooLong = await admin.put(`/products/files/${file.id}`, { alt: { tr: 'ç'.repeat(201) } });
    expect(tooLong.statusCode).toBe(422);
    expect(json(tooLong).errors).toEqual({ 'alt.tr': 'Bu Alan 200 Karakteri Geçemez' });
    const badFlag = await admin.put(`/products/files/${file.id}`, { alt: {}, decorative: 'evet mi' });
    expect(json(badFlag).errors).toEqual({ decorative: 'Geçersiz Seçim' });
    // Nothing changed by the refused saves.
    expect(json(await admin.get(`/products/${course.id}`)).data.files[0]).toMatchObject({ decorative: 1 });

    expect((await admin.put('/products/files/999999', { alt: {} })).statusCode).toBe(404);
    // A content section's file is not a course's.
    const contentFile = await t.app.db
      .selectFrom('files')
      .select('id')
      .where('owner_type', '=', 'content')
      .executeTakeFirstOrThrow();
    expect((await admin.put(`/products/files/${contentFile.id}`, { alt: {} })).statusCode).toBe(404);
    const contentSaved = await admin.put(`/contents/files/${contentFile.id}`, {
      alt: { tr: 'Bölüm görseli' },
    });
    expect(json(contentSaved).data.alt).toEqual({ tr: 'Bölüm görseli' });
  });

  it('refuses an upload whose alt list is malformed, naming the entry, and stores nothing', async () => {
    const course = await newCourse('Hatalı Alt Listesi');
    const before = await t.app.db.selectFrom('files').select('id').execute();
    const res = await admin.form(
      `/products/${course.id}/files`,
      { file_alts: JSON.stringify([{ alt: { tr: 'iyi' } }, { alt: { en: 'y'.repeat(201) } }]) },
      [imagePart(await pngImage(), 'a.png'), imagePart(await pngImage(), 'b.png')],
    );
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ 'file_alts[1].alt.en': 'Bu Alan 200 Karakteri Geçemez' });
    const notList = await admin.form(`/products/${course.id}/files`, { file_alts: 'liste değil' }, [
      imagePart(await pngImage(), 'a.png'),
    ]);
    expect(json(notList).errors).toEqual({ file_alts: 'Geçersiz Liste' });
    expect(await t.app.db.selectFrom('files').select('id').execute()).toHaveLength(before.length);
  });
});

describe('server-rendered pages', () => {
  it('gives a course page’s cover its alt, og:image:alt and a JSON-LD ImageObject caption, per language', async () => {
    const cover = '/uploads/demo/course-python-ile-veri-analizi.webp';
    const tr = (await page('/kurs/python-ile-veri-analizi')).body;
    const en = (await page('/en/kurs/python-ile-veri-analizi')).body;
    expect(altOfImage(tr, cover)).toBe('Python ile Veri Analizi eğitiminin kapak görseli');
    expect(altOfImage(en, cover)).toBe('Cover image of the Data Analysis with Python course');
    // The share image is the cover with the title drawn over it (issue 32): its alt is that title.
    expect(metaOf(tr, 'og:image:alt')).toBe('Python ile Veri Analizi');
    expect(metaOf(en, 'og:image:alt')).toBe('Data Analysis with Python');
    expect(metaOf(en, 'twitter:image:alt')).toBe('Data Analysis with Python');
    expect(structured(en, 'Course')?.image).toEqual({
      '@type': 'ImageObject',
      url: `${origin}${cover}`,
      contentUrl: `${origin}${cover}`,
      caption: 'Cover image of the Data Analysis with Python course',
    });
  });

  it('falls back to the title where no alt was given, and to alt="" for a decorative image', async () => {
    const course = await newCourse('Metinsiz Kapak');
    const [file] = json(
      await admin.form(`/products/${course.id}/files`, {}, [imagePart(await pngImage(), 'a.png')]),
    ).data as { id: number; url: string }[];
    let html = (await page(`/kurs/${course.seo_name}`)).body;
    // The title is the page's heading right above: the cover itself stays silent, the card says the title.
    expect(altOfImage(html, file.url)).toBe('');
    expect(metaOf(html, 'og:image:alt')).toBe('Metinsiz Kapak');
    expect((structured(html, 'Course')?.image as { caption?: string }).caption).toBe('Metinsiz Kapak');

    await admin.put(`/products/files/${file.id}`, { alt: { tr: 'Süs' }, decorative: 1 });
    html = (await page(`/kurs/${course.seo_name}`)).body;
    expect(altOfImage(html, file.url)).toBe('');
    // The share image still shows the title over the (decorative) cover.
    expect(metaOf(html, 'og:image:alt')).toBe('Metinsiz Kapak');
    expect(structured(html, 'Course')?.image).not.toHaveProperty('caption');
  });

  it('gives news, instructor and brand pages their image alt texts in each language', async () => {
    const newsImage = '/uploads/demo/news-1.webp';
    const newsTr = (await page('/haber/yeni-donem-egitim-takvimi-yayinlandi')).body;
    const newsEn = (await page('/en/haber/yeni-donem-egitim-takvimi-yayinlandi')).body;
    // The demo news pictures are photographs of the rooms (issue 32): their alt says what they show.
    expect(altOfImage(newsTr, newsImage)).toBe(
      'Sıra düzeninde masaları ve ön duvarda sunum ekranı olan aydınlık eğitim sınıfı',
    );
    expect(metaOf(newsEn, 'og:image:alt')).toBe('The New Term’s Training Calendar Is Out');
    expect((structured(newsEn, 'NewsArticle')?.image as { caption: string }[])[0].caption).toBe(
      'A bright training classroom with rows of desks and a presentation screen on the front wall',
    );

    // A demo instructor has no photo (issue 32): no image and so no alt text; the initials are page text.
    const personEn = (await page('/en/egitmen/ayse-kaya')).body;
    expect(personEn).not.toContain('/uploads/demo/instructor-');
    expect(structured(personEn, 'Person')?.image).toBeUndefined();

    const logo = '/uploads/demo/brand-kalitenet.webp';
    const brandTr = (await page('/marka/kalitenet')).body;
    const brandEn = (await page('/en/marka/kalitenet')).body;
    expect([altOfImage(brandTr, logo), altOfImage(brandEn, logo)]).toEqual([
      'KaliteNet logosu',
      'KaliteNet logo',
    ]);
    expect(metaOf(brandTr, 'og:image:alt')).toBe('KaliteNet');
  });
});
