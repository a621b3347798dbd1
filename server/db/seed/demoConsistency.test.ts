import { describe, expect, it } from 'vitest';
import { demoCourses } from './data/courses.js';
import { type ContentImages, demoContents } from './data/contents.js';
import { courseSessions, durationHours } from './index.js';

/*
 * Issue 32: the demo's session hours agree with its duration texts. A course of "4 gün (24 saat)" showed
 * sessions of 09:30–17:00 (7.5 hours a day, 30 in all).
 */
describe('demo course sessions', () => {
  const now = new Date('2031-03-03T09:00:00Z');

  for (const [index, course] of demoCourses.entries()) {
    // The evening course meets twice a week over its weeks: its dates span them, not its hours.
    if (course.days > 20) continue;
    it(`${course.seo_name}: days × hours a day = "${course.duration.tr}"`, () => {
      for (const session of courseSessions(course, index, now)) {
        const start = new Date(session.starts_at);
        const end = new Date(session.ends_at);
        const days =
          Math.round(
            (Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate()) -
              Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate())) /
              86_400_000,
          ) + 1;
        const hoursPerDay =
          (end.getUTCHours() * 60 +
            end.getUTCMinutes() -
            (start.getUTCHours() * 60 + start.getUTCMinutes())) /
          60;
        expect(days).toBe(course.days);
        expect(days * hoursPerDay).toBe(durationHours(course));
        expect(course.duration.tr).toMatch(new RegExp(`^${course.days} gün`));
      }
    });
  }
});

describe('demo home figures', () => {
  it('count the catalogue’s own courses', () => {
    // Every image the contents name, as any value: only the figures are read here.
    const anyImages: object = new Proxy(() => anyImages, { get: () => anyImages });
    const stats = demoContents(anyImages as ContentImages).find((content) => content.name === 'stats');
    const items = (stats?.data as unknown as { items: Array<{ value: string; label: { tr: string } }> })
      .items;
    const programmes = items.find((item) => item.label.tr === 'Eğitim Programı');
    expect(programmes?.value).toBe(String(demoCourses.length));
  });
});
