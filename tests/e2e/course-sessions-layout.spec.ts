import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseListItem } from '../../shared/publicApi';
import { baseURL, newPage, screenshot } from './fixtures';
import { useBrowser } from './useBrowser';

/*
 * Issue 32: on a desktop screen the course page's session table showed a session's dates on three lines
 * ("12–14" / "Ocak" / "2027"). Between 1280 and 1366 px each date range stays on one line, its hours on the
 * line under it.
 */

const e2e = useBrowser();
let course: CourseListItem;

beforeAll(async () => {
  const res = await fetch(`${baseURL}/api/pages/products`);
  const courses = ((await res.json()) as { data: CourseListItem[] }).data;
  // The course with the most sessions: the widest table.
  course = [...courses].sort((a, b) => b.sessions.length - a.sessions.length)[0];
  expect(course.sessions.length).toBeGreaterThan(0);
});

describe('the course page session table on a desktop screen', () => {
  for (const width of [1280, 1366]) {
    it(`keeps each session's dates on one line at ${width} px`, async () => {
      const { context, page } = await newPage(e2e.browser, { width, height: 900 });
      try {
        await page.goto(`/kurs/${course.seo_name}`);
        const dates = page.locator('.course-sessions tbody time');
        expect(await dates.count()).toBe(course.sessions.length);
        const lines = await dates.evaluateAll((elements) =>
          elements.map((element) => {
            const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
            return Math.round(element.getBoundingClientRect().height / lineHeight);
          }),
        );
        expect(
          lines.every((count) => count === 1),
          JSON.stringify(lines),
        ).toBe(true);
        await screenshot(page, `course-sessions-${width}`);
      } finally {
        await context.close();
      }
    });
  }
});
