import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { badImages, diskPath, imagePart, pngImage, uploadedFiles } from '../helpers/catalogue.js';
import { expectClosedWithoutSession, json, seedLanguages, useAdminTestApp } from './admin-helpers.js';

/*
 * Testimonials and client references (issue 32): kept in the back office like the other drag-ordered content
 * lists (photo or logo checked by content, trash, order), shown on the home page and on the course each is
 * about, and a testimonial is erased with the person it names.
 */

const { t, admin, editor } = useAdminTestApp();
let courseId: number;
let draftCourseId: number;

beforeAll(async () => {
  await seedLanguages(t.app.db);
  const category = json(await admin.post('/categories', { name: { tr: 'Yorumlar' } })).data.id as number;
  const course = async (title: string, isPublished: number) =>
    json(
      await admin.post('/products', {
        title: { tr: title, en: `${title} (EN)` },
        category_id: category,
        is_published: isPublished,
      }),
    ).data.id as number;
  courseId = await course('Excel İleri Düzey', 1);
  draftCourseId = await course('Taslak Kurs', 0);
});

const exists = (urlPath: string | null) => urlPath !== null && fs.existsSync(diskPath(t, urlPath));
const publicGet = (url: string, lang: 'tr' | 'en' = 'tr') =>
  t.app.inject({ method: 'GET', url, headers: { cookie: `_lang=${lang}` } });
/** Adds a testimonial as the editor, through the panel's form, and gives back the stored record. */
const addTestimonial = async (fields: Record<string, string>, photo?: { side: number; name: string }) =>
  json(
    await editor.form(
      '/testimonials',
      fields,
      photo ? [imagePart(await pngImage(photo.side, photo.side), photo.name, 'image')] : [],
    ),
  ).data;

describe('testimonials', () => {
  it('is closed to visitors without a session', async () => {
    await expectClosedWithoutSession(t, [
      ['GET', '/api/admin/testimonials'],
      ['POST', '/api/admin/testimonials'],
      ['PUT', '/api/admin/testimonials/1'],
      ['PUT', '/api/admin/testimonials/queue'],
      ['DELETE', '/api/admin/testimonials/1'],
    ]);
  });

  it('refuses one without a name or a Turkish quote, an unknown course and an SVG photo', async () => {
    const before = uploadedFiles(t);
    const empty = await editor.form('/testimonials', { quote_en: 'Great' });
    expect(empty.statusCode).toBe(422);
    expect(json(empty).errors).toMatchObject({
      person_name: expect.any(String),
      'quote.tr': expect.any(String),
    });
    const course = await editor.form('/testimonials', {
      person_name: 'Deniz Yıldız',
      quote_tr: 'Çok faydalı.',
      product_id: '99999',
    });
    expect(course.statusCode).toBe(422);
    expect(json(course).errors).toEqual({ product_id: 'Eğitim bulunamadı' });
    const { svgRenamedPng } = await badImages();
    const svg = await editor.form('/testimonials', { person_name: 'Deniz Yıldız', quote_tr: 'İyi.' }, [
      { ...svgRenamedPng, field: 'image' },
    ]);
    expect(svg.statusCode).toBe(415);
    expect(await t.app.db.selectFrom('testimonials').select('id').execute()).toEqual([]);
    expect(uploadedFiles(t)).toEqual(before);
  });

  it('creates with a photo, lists, reorders, updates; visitors see the active ones in their language', async () => {
    const created = await editor.form(
      '/testimonials',
      {
        person_name: 'Gülşen Öztürk',
        person_title_tr: 'Finans Müdürü, Örnek Lojistik',
        person_title_en: 'Finance Manager, Örnek Lojistik',
        quote_tr: 'Eğitimden sonra raporlarımızı yarı sürede hazırlıyoruz.',
        quote_en: 'We now prepare our reports in half the time.',
        product_id: String(courseId),
      },
      [imagePart(await pngImage(300, 300), 'foto.png', 'image')],
    );
    expect(created.statusCode, created.body).toBe(201);
    const a = json(created).data;
    expect(a).toMatchObject({
      person_name: 'Gülşen Öztürk',
      person_title: { tr: 'Finans Müdürü, Örnek Lojistik', en: 'Finance Manager, Örnek Lojistik' },
      product_id: courseId,
      active: 1,
      image_url: expect.stringMatching(/^\/uploads\/testimonials\/[a-f0-9]{32}\.webp$/),
      image_thumb_url: expect.stringMatching(/-thumb\.webp$/),
      deleted_at: null,
    });
    expect(exists(a.image_url)).toBe(true);
    const b = await addTestimonial({ person_name: 'Can Şahin', quote_tr: 'Uygulamalı <b>ve</b> net.' });
    const hidden = await addTestimonial({ person_name: 'Gizli Kişi', quote_tr: 'Taslak.', active: '0' });
    const onDraft = await addTestimonial({
      person_name: 'Taslak Kurslu',
      quote_tr: 'Henüz yayında değil.',
      product_id: String(draftCourseId),
    });

    const list = json(await editor.get('/testimonials')).data;
    expect(list.items.map((item: { id: number }) => item.id)).toEqual([a.id, b.id, hidden.id, onDraft.id]);
    expect(json(await editor.get('/testimonials?search=lojistik')).data.total).toBe(1);
    expect(json(await editor.get('/testimonials?sort=person_name&order=ASC')).data.items[0].id).toBe(b.id);

    const english = json(await publicGet('/api/pages/testimonials', 'en')).data;
    expect(english).toEqual([
      {
        id: a.id,
        person_name: 'Gülşen Öztürk',
        person_title: 'Finance Manager, Örnek Lojistik',
        quote: 'We now prepare our reports in half the time.',
        image: a.image_url,
        course: { title: 'Excel İleri Düzey (EN)', seo_name: expect.any(String) },
      },
      // No English: the Turkish text, as written (the site escapes it), marked as Turkish.
      {
        id: b.id,
        content_lang: 'tr',
        person_name: 'Can Şahin',
        person_title: '',
        quote: 'Uygulamalı <b>ve</b> net.',
        image: null,
        course: null,
      },
      // An unpublished course is no link; the words stay.
      expect.objectContaining({ id: onDraft.id, course: null }),
    ]);
    const forCourse = json(await publicGet(`/api/pages/testimonials?product=${courseId}`)).data;
    expect(forCourse.map((item: { id: number }) => item.id)).toEqual([a.id]);
    expect((await publicGet('/api/pages/testimonials?product=abc')).statusCode).toBe(400);

    expect(
      (await editor.put('/testimonials/queue', { queue: [b.id, onDraft.id, hidden.id, a.id] })).statusCode,
    ).toBe(200);
    const updated = await editor.form(`/testimonials/${a.id}`, {
      _method: 'PUT',
      person_name: 'Gülşen Öztürk',
      quote_tr: 'Raporlar artık yarı sürede hazır.',
      product_id: '',
      remove_image: '1',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json(updated).data).toMatchObject({
      product_id: null,
      image_url: null,
      quote: { tr: 'Raporlar artık yarı sürede hazır.' },
    });
    expect(exists(a.image_url)).toBe(false);
    // The public answers were emptied by the writes: the new order and text show at once.
    const after = json(await publicGet('/api/pages/testimonials')).data;
    expect(after.map((item: { id: number }) => item.id)).toEqual([b.id, onDraft.id, a.id]);
    expect(after[2].quote).toBe('Raporlar artık yarı sürede hazır.');
  });

  it('goes to the trash and back, and for good from there with its photo', async () => {
    const row = await addTestimonial(
      { person_name: 'Çöp Kişisi', quote_tr: 'Silinecek.' },
      { side: 200, name: 'p.png' },
    );
    expect((await editor.del(`/testimonials/${row.id}`)).statusCode).toBe(200);
    const visible = json(await publicGet('/api/pages/testimonials')).data.map(
      (item: { id: number }) => item.id,
    );
    expect(visible).not.toContain(row.id);
    expect(
      json(await editor.get('/testimonials?trashed=1')).data.items.map((i: { id: number }) => i.id),
    ).toEqual([row.id]);
    expect((await editor.put(`/testimonials/${row.id}/restore`, {})).statusCode).toBe(200);
    expect((await editor.del(`/testimonials/${row.id}`)).statusCode).toBe(200);
    expect((await editor.del(`/testimonials/${row.id}/permanent`)).statusCode).toBe(200);
    expect(exists(row.image_url)).toBe(false);
    expect((await editor.get(`/testimonials/${row.id}`)).statusCode).toBe(404);
    // The audit log names the record by the person.
    const history = json(await admin.get(`/audit-log?resource=testimonials`)).data;
    expect(JSON.stringify(history)).toContain('Çöp Kişisi');
  });

  it('a course deleted for good leaves its testimonials as general ones', async () => {
    const category = json(await admin.post('/categories', { name: { tr: 'Geçici' } })).data.id as number;
    const course = json(
      await admin.post('/products', { title: { tr: 'Geçici Kurs' }, category_id: category }),
    ).data.id as number;
    const row = await addTestimonial({
      person_name: 'Kurs Silinen',
      quote_tr: 'Kalır.',
      product_id: String(course),
    });
    expect((await admin.del(`/products/${course}`)).statusCode).toBe(200);
    expect((await admin.del(`/products/${course}/permanent`)).statusCode).toBe(200);
    expect(json(await editor.get(`/testimonials/${row.id}`)).data.product_id).toBeNull();
  });

  it('is erased with the person its name belongs to', async () => {
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('contact_messages')
      .values({
        name: 'Hülya Korkmaz',
        email: 'hulya.korkmaz@ornek.com.tr',
        phone: '0533 111 22 33',
        subject: 'Yorum',
        message: 'Yorumumu kaldırın.',
        check: 0,
        section: 'mail',
        ip: '10.0.0.9',
        consent_version: null,
        consent_at: null,
        created_at: now,
      })
      .execute();
    const mine = await addTestimonial(
      { person_name: 'HÜLYA KORKMAZ', quote_tr: 'Harika bir eğitimdi.' },
      { side: 120, name: 'hulya.png' },
    );
    expect(exists(mine.image_url)).toBe(true);
    const other = await addTestimonial({ person_name: 'Hülya Demir', quote_tr: 'Güzel.' });
    const found = json(await admin.get('/personal-data?email=hulya.korkmaz%40ornek.com.tr')).data;
    const group = found.groups.find((g: { table: string }) => g.table === 'testimonials');
    expect(group.count).toBe(1);
    const erased = await admin.form('/personal-data/erase', {
      email: 'hulya.korkmaz@ornek.com.tr',
      reference: 'Dilekçe 12',
      confirm: 'SİL',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(json(erased).data.counts).toMatchObject({ testimonials: 1, contact_messages: 1 });
    expect((await editor.get(`/testimonials/${mine.id}`)).statusCode).toBe(404);
    // Her photo leaves the disk too: it would otherwise stay online at its address.
    expect(exists(mine.image_url)).toBe(false);
    expect((await editor.get(`/testimonials/${other.id}`)).statusCode).toBe(200);
  });
});

describe('client references', () => {
  it('creates with or without a logo, refuses a javascript: address, reorders; visitors see the active ones', async () => {
    const bad = await editor.form('/client-references', { name: 'Kötü', url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toEqual({ url: expect.any(String) });
    const withLogo = await editor.form(
      '/client-references',
      { name: 'Örnek Enerji A.Ş.', url: 'https://ornek.com.tr' },
      [imagePart(await pngImage(400, 160), 'logo.png', 'logo')],
    );
    expect(withLogo.statusCode, withLogo.body).toBe(201);
    const a = json(withLogo).data;
    expect(a).toMatchObject({
      name: 'Örnek Enerji A.Ş.',
      url: 'https://ornek.com.tr',
      logo_url: expect.stringMatching(/^\/uploads\/references\/[a-f0-9]{32}\.webp$/),
      active: 1,
    });
    const b = json(await editor.form('/client-references', { name: 'İzmir Tekstil' })).data;
    const hidden = json(await editor.form('/client-references', { name: 'Pasif Şirket', active: '0' })).data;
    expect(json(await publicGet('/api/pages/client-references')).data).toEqual([
      { id: a.id, name: 'Örnek Enerji A.Ş.', logo: a.logo_url, url: 'https://ornek.com.tr' },
      { id: b.id, name: 'İzmir Tekstil', logo: null, url: null },
    ]);
    expect(
      (await editor.put('/client-references/queue', { queue: [hidden.id, b.id, a.id] })).statusCode,
    ).toBe(200);
    expect(
      json(await publicGet('/api/pages/client-references')).data.map((r: { id: number }) => r.id),
    ).toEqual([b.id, a.id]);
    const renamed = await editor.form(`/client-references/${a.id}`, {
      _method: 'PUT',
      name: 'Örnek Enerji',
      logo: '',
    });
    expect(json(renamed).data).toMatchObject({ name: 'Örnek Enerji', logo_url: null, url: '' });
    expect(exists(a.logo_url)).toBe(false);
    expect((await editor.del(`/client-references/${b.id}`)).statusCode).toBe(200);
    expect(
      json(await publicGet('/api/pages/client-references')).data.map((r: { id: number }) => r.id),
    ).toEqual([a.id]);
  });
});
