import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoClientReferences, demoTestimonials } from '../../server/db/seed/data/testimonials.js';
import { wordmarkSvg } from '../../server/db/seed/testimonials.js';
import { diskPath } from '../helpers/catalogue.js';
import { courseIdOf } from '../helpers/storedRows.js';
import { useTestApp } from '../helpers/useTestApp.js';

/* The demo's testimonials and client references (issue 32): seeded in both languages, logos as files. */

const t = useTestApp({ seed: true });

const get = async (url: string, lang: 'tr' | 'en') =>
  (await t.app.inject({ method: 'GET', url, headers: { cookie: `_lang=${lang}` } })).json().data;

describe('demo testimonials and client references', () => {
  it('shows four testimonials in each language, three of them linked to their published course', async () => {
    for (const lang of ['tr', 'en'] as const) {
      const items = await get('/api/pages/testimonials', lang);
      expect(items).toHaveLength(4);
      expect(items.map((item: { quote: string }) => item.quote)).toEqual(
        demoTestimonials.map((demo) => demo.quote[lang]),
      );
      expect(items.filter((item: { course: unknown }) => item.course !== null)).toHaveLength(3);
    }
    const [first] = await get('/api/pages/testimonials', 'tr');
    const onItsCourse = await get(
      `/api/pages/testimonials?product=${await courseIdOf(t.app.db, first.course.seo_name)}`,
      'tr',
    );
    expect(onItsCourse.map((item: { id: number }) => item.id)).toEqual([first.id]);
  });

  it('shows six companies, each with a wordmark logo on disk', async () => {
    const refs = await get('/api/pages/client-references', 'tr');
    expect(refs.map((ref: { name: string }) => ref.name)).toEqual(
      demoClientReferences.map((ref) => ref.name),
    );
    for (const ref of refs) {
      expect(ref.logo).toMatch(/^\/uploads\/demo\/reference-[a-z-]+\.webp$/);
      expect(fs.existsSync(diskPath(t, ref.logo)), ref.logo).toBe(true);
    }
  });

  it('a wordmark is the name as text, escaped, with no picture', () => {
    const svg = wordmarkSvg('A & B <Şirket>', '#123456');
    expect(svg).toContain('A &amp; B &lt;Şirket&gt;');
    expect(svg).not.toMatch(/<(image|path|circle)/);
  });
});
