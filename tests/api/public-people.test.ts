import { describe, expect, it } from 'vitest';
import type {
  BrandDetail,
  BrandListItem,
  InstructorDetail,
  InstructorListItem,
  NewsDetail,
  NewsListItem,
} from '../../shared/publicApi.js';
import { demoCourses } from '../../server/db/seed/data/courses.js';
import { demoNews } from '../../server/db/seed/data/news.js';
import { demoBrands, demoInstructors } from '../../server/db/seed/data/people.js';
import { getData, visit, whileInactive, withChange } from '../helpers/publicApi.js';
import { useTestApp } from '../helpers/useTestApp.js';

const t = useTestApp({ seed: true });

/**
 * The detail address (`detail`/seo_name) of an unknown record and of an inactive one answers 404, the
 * inactive one with the `missing` message, and the list (/api/pages/`table`) leaves the inactive one out.
 */
async function expectNotFoundWhenUnknownOrInactive(
  table: 'instructors' | 'brands',
  detail: string,
  { unknown, inactive, missing }: { unknown: string; inactive: string; missing: string },
) {
  expect((await visit(t, `${detail}/${unknown}`)).statusCode).toBe(404);
  await whileInactive(t, table, inactive, async () => {
    const res = await visit(t, `${detail}/${inactive}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: missing });
    const list = await getData<InstructorListItem[] | BrandListItem[]>(t, `/api/pages/${table}`);
    expect(list.map((item) => item.seo_name)).not.toContain(inactive);
  });
}

describe('instructors', () => {
  it('lists active instructors by queue with title, photo and a plain-text summary', async () => {
    const list = await getData<InstructorListItem[]>(t, '/api/pages/instructors');
    expect(list.map((i) => i.seo_name)).toEqual(demoInstructors.map((i) => i.seo_name));
    expect(list[0]).toMatchObject({
      name: 'Dr. Ayşe Kaya',
      title: 'Veri Bilimci ve Yazılım Mimarı',
      // No demo photo: the site draws the initials (issue 32).
      photo: null,
    });
    expect(list[0].summary).toMatch(/^Boğaziçi Üniversitesi/);
    expect(list[0].summary).not.toContain('<');
    const english = await getData<InstructorListItem[]>(t, '/api/pages/instructors', 'en');
    expect(english[0].title).toBe('Data Scientist and Software Architect');
  });

  it('answers an instructor with biography and the courses they teach', async () => {
    const detail = await getData<InstructorDetail>(t, '/api/pages/instructor/zeynep-arslan');
    expect(detail.name).toBe('Zeynep Arslan');
    expect(detail.biography).toMatch(/^<p>İnşaat ve enerji/);
    const taught = demoCourses.filter((c) => c.instructors.includes('zeynep')).map((c) => c.seo_name);
    expect(detail.courses.map((c) => c.seo_name)).toEqual(taught);
    expect(detail.courses[0].sessions.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown or inactive instructor', async () => {
    await expectNotFoundWhenUnknownOrInactive('instructors', '/api/pages/instructor', {
      unknown: 'kimse',
      inactive: 'burak-celik',
      missing: 'Eğitmen bulunamadı',
    });
  });
});

describe('brands', () => {
  it('lists active brands by queue with logo and website', async () => {
    const list = await getData<BrandListItem[]>(t, '/api/pages/brands');
    expect(list.map((b) => b.seo_name)).toEqual(demoBrands.map((b) => b.seo_name));
    expect(list[1]).toEqual({
      id: expect.any(Number),
      name: 'KaliteNet',
      seo_name: 'kalitenet',
      logo: '/uploads/demo/brand-kalitenet.webp',
      logo_alt: 'KaliteNet logosu',
      website: 'https://kalitenet.example',
    });
  });

  it('answers a brand with its description and courses, in both languages', async () => {
    const tr = await getData<BrandDetail>(t, '/api/pages/brand/kalitenet');
    expect(tr.description).toContain('ISO yönetim sistemleri');
    const linked = demoCourses.filter((c) => c.brand === 'kalitenet').map((c) => c.seo_name);
    expect(tr.courses.map((c) => c.seo_name)).toEqual(linked);
    expect(tr.courses.every((c) => c.brand?.seo_name === 'kalitenet')).toBe(true);
    const en = await getData<BrandDetail>(t, '/api/pages/brand/kalitenet', 'en');
    expect(en.description).toContain('ISO management system');
    expect(en.courses[0].title).toBe('ISO 9001:2015 Quality Management System Fundamentals');
  });

  it('answers 404 for an unknown or inactive brand', async () => {
    await expectNotFoundWhenUnknownOrInactive('brands', '/api/pages/brand', {
      unknown: 'yok',
      inactive: 'liderlab',
      missing: 'Marka bulunamadı',
    });
  });
});

describe('news', () => {
  it('lists published news, newest first', async () => {
    const list = await getData<NewsListItem[]>(t, '/api/pages/news');
    expect(list.map((n) => n.seo_name)).toEqual(demoNews.map((n) => n.seo_name));
    const dates = list.map((n) => n.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(list[0]).toMatchObject({
      title: 'Yeni Dönem Eğitim Takvimi Yayınlandı',
      image: '/uploads/demo/news-1.webp',
    });
    expect(list[0]).not.toHaveProperty('content');
  });

  it('answers a news item with its content, in English after the switch', async () => {
    const item = await getData<NewsDetail>(t, '/api/pages/news/izmir-egitim-merkezimiz-acildi', 'en');
    expect(item.title).toBe('Our İzmir Training Centre Has Opened');
    expect(item.content).toMatch(/^<p>To be closer/);
  });

  it('hides inactive and future news, and answers 404 for them', async () => {
    const future = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString();
    await withChange(
      t,
      async () => {
        await t.app.db
          .updateTable('news')
          .set({ active: 0 })
          .where('seo_name', '=', 'izmir-egitim-merkezimiz-acildi')
          .execute();
        await t.app.db
          .insertInto('news')
          .values({
            seo_name: 'gelecek-haber',
            title: '{"tr":"Gelecek"}',
            summary: '{}',
            content: '{}',
            image_path: null,
            published_at: future,
            active: 1,
          })
          .execute();
      },
      async () => {
        await t.app.db
          .updateTable('news')
          .set({ active: 1 })
          .where('seo_name', '=', 'izmir-egitim-merkezimiz-acildi')
          .execute();
        await t.app.db.deleteFrom('news').where('seo_name', '=', 'gelecek-haber').execute();
      },
      async () => {
        const list = await getData<NewsListItem[]>(t, '/api/pages/news');
        expect(list.map((n) => n.seo_name)).toHaveLength(4);
        expect(list.map((n) => n.seo_name)).not.toContain('gelecek-haber');
        expect((await visit(t, '/api/pages/news/izmir-egitim-merkezimiz-acildi')).statusCode).toBe(404);
        expect((await visit(t, '/api/pages/news/gelecek-haber')).statusCode).toBe(404);
      },
    );
  });
});
