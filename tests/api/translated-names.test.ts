import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ContractDetail,
  ContractListItem,
  CourseDetail,
  CourseListItem,
} from '../../shared/publicApi.js';
import { dataOf, getData, visit } from '../helpers/publicApi.js';
import { useTestApp } from '../helpers/useTestApp.js';

/*
 * A contract's name and a course's duration and price are per language (migration 0002): after the visitor
 * switches to English, the public answers carry the English texts in the same fields, as plain strings.
 */

const t = useTestApp({ seed: true });
let cookie: string;

beforeAll(async () => {
  const switched = await visit(t, '/api/pages/change-language/en');
  expect(switched.statusCode).toBe(200);
  cookie = String(switched.headers['set-cookie']).split(';')[0];
});

const inEnglish = async <T>(url: string): Promise<T> =>
  dataOf<T>(await t.app.inject({ method: 'GET', url, headers: { cookie } }));

describe('after change-language/en', () => {
  it('the contract list and a contract page show the English name', async () => {
    const list = await inEnglish<ContractListItem[]>('/api/pages/contracts');
    expect(list.map((c) => [c.name, c.seo_name])).toEqual([
      ['Personal Data Protection Notice', 'kvkk-aydinlatma-metni'],
      ['Cookie Policy', 'cerez-politikasi'],
      ['Membership Agreement', 'uyelik-sozlesmesi'],
    ]);
    const page = await inEnglish<ContractDetail>('/api/pages/contract/uyelik-sozlesmesi');
    expect(page.name).toBe('Membership Agreement');
    // The Turkish site is unchanged.
    const tr = await getData<ContractDetail>(t, '/api/pages/contract/uyelik-sozlesmesi');
    expect(tr.name).toBe('Üyelik Sözleşmesi');
  });

  it('the course detail and the calendar show the English duration and price', async () => {
    const course = await inEnglish<CourseDetail>('/api/pages/course/python-ile-veri-analizi');
    expect(course).toMatchObject({ duration: '4 days (24 hours)', price: 'TRY 7,900 + VAT' });
    const [first] = await inEnglish<CourseListItem[]>('/api/pages/products');
    expect(first).toMatchObject({ seo_name: 'python-ile-veri-analizi', duration: '4 days (24 hours)' });
    const tr = await getData<CourseDetail>(t, '/api/pages/course/python-ile-veri-analizi');
    expect(tr).toMatchObject({ duration: '4 gün (24 saat)', price: '7.900 TL + KDV' });
  });

  it('falls back to Turkish where no English text was written, and keeps an unset price null', async () => {
    await t.app.db
      .updateTable('contracts')
      .set({ name: JSON.stringify({ tr: 'Yalnız Türkçe' }) })
      .where('seo_name', '=', 'cerez-politikasi')
      .execute();
    await t.app.db
      .updateTable('products')
      .set({ duration: JSON.stringify({ tr: '3 gün' }), price: null })
      .where('seo_name', '=', 'python-ile-veri-analizi')
      .execute();
    t.app.publicCache.clear();
    const page = await inEnglish<ContractDetail>('/api/pages/contract/cerez-politikasi');
    expect(page.name).toBe('Yalnız Türkçe');
    const course = await inEnglish<CourseDetail>('/api/pages/course/python-ile-veri-analizi');
    expect(course.duration).toBe('3 gün');
    expect(course.price).toBeNull();
  });
});
