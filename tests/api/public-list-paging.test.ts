import { describe, expect, it } from 'vitest';
import type { CategoryProducts, CategoryProductsPage, CourseListItem } from '../../shared/publicApi.js';
import type { Paged } from '../../shared/types.js';
import { demoCourses } from '../../server/db/seed/data/courses.js';
import { getData, visit } from '../helpers/publicApi.js';
import { useTestApp } from '../helpers/useTestApp.js';

const t = useTestApp({ seed: true });

/** Every page of a paged list, followed from page 1 to its last page. */
async function allPages(path: string, perPage: number) {
  const pages: Paged<CourseListItem>[] = [];
  for (let page = 1; page === 1 || page <= pages[0].last_page; page++) {
    pages.push(await getData<Paged<CourseListItem>>(t, `${path}?page=${page}&per_page=${perPage}`));
  }
  return pages;
}

describe('public course lists, paged on request (issue 31)', () => {
  it('pages /api/pages/products: every course once, in the order of the whole list', async () => {
    const whole = await getData<CourseListItem[]>(t, '/api/pages/products');
    expect(whole).toHaveLength(demoCourses.length);
    const pages = await allPages('/api/pages/products', 7);
    expect(pages.map((page) => page.items.length)).toEqual([7, 7, 6]);
    expect(pages.flatMap((page) => page.items.map((c) => c.seo_name))).toEqual(whole.map((c) => c.seo_name));
    expect(pages[1]).toMatchObject({ page: 2, per_page: 7, total: demoCourses.length, last_page: 3 });
  });

  it('takes 20 a page when per_page is not given, and answers in the language asked', async () => {
    const first = await getData<Paged<CourseListItem>>(t, '/api/pages/products?page=1', 'en');
    expect(first).toMatchObject({ page: 1, per_page: 20, total: demoCourses.length });
    const whole = await getData<CourseListItem[]>(t, '/api/pages/products', 'en');
    expect(first.items.map((c) => c.title)).toEqual(whole.slice(0, 20).map((c) => c.title));
  });

  it('pages the popular courses and a category’s courses', async () => {
    const popular = await getData<CourseListItem[]>(t, '/api/pages/products/popular');
    const popularPage = await getData<Paged<CourseListItem>>(
      t,
      '/api/pages/products/popular?page=1&per_page=2',
    );
    expect(popularPage.items).toEqual(popular.slice(0, 2));
    expect(popularPage.total).toBe(popular.length);

    const category = '/api/pages/products/kalite-ve-iso-standartlari';
    const whole = await getData<CategoryProducts>(t, category);
    const page = await getData<CategoryProductsPage>(t, `${category}?page=2&per_page=1`);
    expect(page.main_category).toEqual(whole.main_category);
    expect(page.products).toMatchObject({ page: 2, per_page: 1, total: whole.products.length });
    expect(page.products.items).toEqual([whole.products[1]]);
  });

  it('answers 404 past the last page, and 400 with the field’s message for a page that is no page', async () => {
    const past = await visit(t, '/api/pages/products?page=99');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ success: false, message: 'Sayfa bulunamadı' });

    const wrong = await visit(t, '/api/pages/products?page=0&per_page=500');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      message: 'Geçersiz sayfa bilgisi',
      errors: {
        page: 'Sayfa 1 veya daha büyük bir tam sayı olmalıdır',
        per_page: 'Sayfa boyutu 1 ile 100 arasında bir tam sayı olmalıdır',
      },
    });
    expect((await visit(t, '/api/pages/products?page=abc')).statusCode).toBe(400);
  });
});
