import { beforeAll, describe, expect, it } from 'vitest';
import { courseFaqLimits } from '../../shared/schemas/courseFaq.js';
import type { CourseDetail } from '../../shared/publicApi.js';
import { getData } from '../helpers/publicApi.js';
import { seedLanguages, useAdminTestApp } from './admin-helpers.js';

/* Issue 32: a course's frequently asked questions, from the back office form to the public course answer. */

const { t, admin } = useAdminTestApp();
let categoryId: number;

beforeAll(async () => {
  await seedLanguages(t.app.db);
  categoryId = (await admin.post('/categories', { name: { tr: 'Sıkça Sorulanlar' } })).json().data.id;
});

const faq = [
  {
    question: { tr: 'Eğitim sonunda sertifika veriliyor mu?', en: 'Is there a certificate?' },
    answer: { tr: 'Evet, katılım belgesi verilir.\nİmzalı ve onaylıdır.', en: 'Yes, a certificate.' },
  },
  { question: { tr: 'Ödeme nasıl yapılır?' }, answer: { tr: 'Havale veya kredi kartı ile.' } },
];

async function createCourse(title: string, extra: Record<string, unknown> = {}) {
  const res = await admin.post('/products', { title: { tr: title }, category_id: categoryId, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; seo_name: string; faq: unknown };
}

describe('course FAQ in the back office', () => {
  it('keeps the items in order through create, read and a multipart update (the panel sends JSON text)', async () => {
    const course = await createCourse('SSS Eğitimi', { faq });
    expect(course.faq).toEqual(faq);
    expect((await admin.get(`/products/${course.id}`)).json().data.faq).toEqual(faq);

    const reordered = [faq[1], faq[0]];
    const res = await admin.form(`/products/${course.id}`, {
      _method: 'PUT',
      title_tr: 'SSS Eğitimi',
      category_id: String(categoryId),
      faq: JSON.stringify(reordered),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.faq).toEqual(reordered);
  });

  it('leaves the FAQ as it is on an update without the field, and empties it when sent empty', async () => {
    const course = await createCourse('SSS Korunur', { faq });
    const kept = await admin.put(`/products/${course.id}`, {
      title: { tr: 'SSS Korunur' },
      category_id: categoryId,
    });
    expect(kept.json().data.faq).toEqual(faq);
    const emptied = await admin.put(`/products/${course.id}`, {
      title: { tr: 'SSS Korunur' },
      category_id: categoryId,
      faq: [],
    });
    expect(emptied.json().data.faq).toEqual([]);
  });

  it('trims the texts and drops blank languages', async () => {
    const course = await createCourse('SSS Boşluk', {
      faq: [{ question: { tr: '  Süre ne kadar?  ', en: '   ' }, answer: { tr: ' İki gün. ', en: '' } }],
    });
    expect(course.faq).toEqual([{ question: { tr: 'Süre ne kadar?' }, answer: { tr: 'İki gün.' } }]);
  });

  it('refuses an item without its Turkish question or answer, under the item', async () => {
    const res = await admin.post('/products', {
      title: { tr: 'SSS Hatalı' },
      category_id: categoryId,
      faq: [faq[0], { question: { en: 'Only English?' }, answer: { tr: '' } }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      'faq[1].question.tr': 'Bu Alan Zorunlu',
      'faq[1].answer.tr': 'Bu Alan Zorunlu',
    });
  });

  it('refuses overlong texts, too many items and what is not a list', async () => {
    const long = await admin.post('/products', {
      title: { tr: 'SSS Uzun' },
      category_id: categoryId,
      faq: [
        {
          question: { tr: 'ş'.repeat(courseFaqLimits.question + 1) },
          answer: { tr: 'ç'.repeat(courseFaqLimits.answer + 1) },
        },
      ],
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toMatchObject({
      'faq[0].question.tr': `Bu Alan ${courseFaqLimits.question} Karakteri Geçemez`,
      'faq[0].answer.tr': `Bu Alan ${courseFaqLimits.answer} Karakteri Geçemez`,
    });

    const many = await admin.post('/products', {
      title: { tr: 'SSS Çok' },
      category_id: categoryId,
      faq: Array.from({ length: courseFaqLimits.items + 1 }, () => faq[1]),
    });
    expect(many.statusCode).toBe(422);
    expect(many.json().errors.faq).toBe(`En Fazla ${courseFaqLimits.items} Öğe Eklenebilir`);

    const notList = await admin.form('/products', {
      title_tr: 'SSS Liste Değil',
      category_id: String(categoryId),
      faq: '{"question":',
    });
    expect(notList.statusCode).toBe(422);
    expect(notList.json().errors.faq).toBe('Geçersiz Liste');
  });

  it('copies the FAQ with the course', async () => {
    const course = await createCourse('SSS Kopya', { faq });
    const res = await admin.post(`/products/${course.id}/clone`, { starts_at: '2031-01-05' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.faq).toEqual(faq);
  });
});

describe('course FAQ on the public course answer', () => {
  it('answers the items in the page language, Turkish where a translation is missing', async () => {
    const course = await createCourse('SSS Yayında', { faq, is_published: 1 });
    const tr = await getData<CourseDetail>(t, `/api/pages/course/${course.seo_name}`);
    expect(tr.faq).toEqual([
      { question: faq[0].question.tr, answer: faq[0].answer.tr },
      { question: faq[1].question.tr, answer: faq[1].answer.tr },
    ]);
    const en = await getData<CourseDetail>(t, `/api/pages/course/${course.seo_name}`, 'en');
    expect(en.faq).toEqual([
      { question: 'Is there a certificate?', answer: 'Yes, a certificate.' },
      // Marked as the Turkish text it is (issue 30).
      { content_lang: 'tr', question: faq[1].question.tr, answer: faq[1].answer.tr },
    ]);
  });

  it('answers [] for a course without questions and reads a corrupt column as none', async () => {
    const course = await createCourse('SSS Yok', { is_published: 1 });
    expect((await getData<CourseDetail>(t, `/api/pages/course/${course.seo_name}`)).faq).toEqual([]);
    await t.app.db.updateTable('products').set({ faq: '{bozuk' }).where('id', '=', course.id).execute();
    t.app.publicCache.clear();
    expect((await getData<CourseDetail>(t, `/api/pages/course/${course.seo_name}`)).faq).toEqual([]);
    expect((await admin.get(`/products/${course.id}`)).json().data.faq).toEqual([]);
  });
});
