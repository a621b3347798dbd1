import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

/*
 * Every rich-text field the site renders as HTML is cleaned by the server when it is saved, in every language,
 * whatever the admin form allowed: contracts, course descriptions, instructor biographies, brand descriptions,
 * news and content pages.
 */

const t = useTestApp({ seed: true });
let headers: Record<string, string>;
let categoryId: number;

beforeAll(async () => {
  headers = bearer(await t.editorToken());
  const category = await t.app.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
  categoryId = category.id;
});

const hostile = [
  '<p>Güvenli <strong>metin</strong></p>',
  '<a href="javascript:alert(1)">bağlantı</a>',
  '<a href="java&#x09;script:alert(2)">sekme</a>',
  '<img src="/uploads/editor/a.webp" onerror="alert(3)">',
  '<img src="data:image/svg+xml,&lt;svg onload=alert(4)&gt;">',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(5));width:expression(alert(6))">stil</p>',
  '<svg><script>alert(7)</script></svg>',
  '<div onmouseover="alert(8)">blok</div>',
].join('');
const html = { tr: hostile, en: hostile };

function expectClean(text: string, where: string) {
  expect(text, where).toContain('Güvenli <strong>metin</strong>');
  expect(text, where).toContain('<img src="/uploads/editor/a.webp"');
  for (const bad of [
    'javascript',
    'script',
    'onerror',
    'onload',
    'onmouseover',
    'iframe',
    'style',
    'expression',
    'data:',
  ]) {
    expect(text.toLowerCase(), `${where}: ${bad}`).not.toContain(bad);
  }
}

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers, payload });
const visit = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
};

describe('rich text', () => {
  it('is sanitized on save for every field, in every language, and the site gets the clean HTML', async () => {
    const saves: [string, 'POST' | 'PUT', string, object, string][] = [
      ['contracts', 'POST', '/contracts', { name: { tr: 'Zararlı Sözleşme' }, text: html }, 'text'],
      [
        'products',
        'POST',
        '/products',
        { title: { tr: 'Zararlı Eğitim' }, category_id: categoryId, description: html, is_published: 1 },
        'description',
      ],
      [
        'instructors',
        'POST',
        '/instructors',
        { name: 'Zararlı Eğitmen', biography: html, active: 1 },
        'biography',
      ],
      ['brands', 'POST', '/brands', { name: 'Zararlı Marka', description: html }, 'description'],
      ['news', 'POST', '/news', { title: { tr: 'Zararlı Haber' }, content: html, active: 1 }, 'content'],
      [
        'contents',
        'PUT',
        '/contents/educations/distance_learning',
        { title: { tr: 'Uzaktan' }, content: html },
        'content',
      ],
    ];
    const saved: Record<string, { seo_name?: string }> = {};
    for (const [name, method, url, payload, field] of saves) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(300);
      const data = res.json().data;
      const texts = name === 'contents' ? data.data[field] : data[field];
      for (const lang of ['tr', 'en']) expectClean(texts[lang], `${name} ${lang}`);
      saved[name] = data;
    }

    const pages: [string, (data: Record<string, string> & { data: Record<string, string> }) => string][] = [
      [`/api/pages/contract/${saved.contracts.seo_name}`, (d) => d.content],
      [`/api/pages/course/${saved.products.seo_name}`, (d) => d.description],
      [`/api/pages/instructor/${saved.instructors.seo_name}`, (d) => d.biography],
      [`/api/pages/brand/${saved.brands.seo_name}`, (d) => d.description],
      [`/api/pages/news/${saved.news.seo_name}`, (d) => d.content],
      ['/api/pages/distance-learning', (d) => d.data.content],
    ];
    for (const [url, pick] of pages) {
      const text = pick(await visit(url));
      expect(typeof text, url).toBe('string');
      expectClean(text as string, url);
    }
  });
});
