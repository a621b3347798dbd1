import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseListItem } from '../../shared/publicApi';
import { baseURL, newPage, screenshot } from './fixtures';
import { useBrowser } from './useBrowser';

/*
 * The course page's sessions table, at every width a visitor brings:
 * - issue 32: on a desktop screen a session's dates broke into three lines ("12–14" / "Ocak" / "2027");
 * - issue 33: the table sat in a sideways-scrolling box. Between 640 and 880 px, and beside the side column
 *   from 1024 to 1240 px, its last column was cut ("Add to calend"; 267 px of the row hidden at 640 px in
 *   English), and the long English range "28 December 2026 – 19 February 2027" cut it at 1280 px too. The
 *   box also clipped the last session's "Takvime ekle" menu to a sliver.
 * Now the box's width picks a table or a block a session, a range breaks only after its dash, and nothing
 * scrolls inside the page.
 */

const e2e = useBrowser();
let courses: CourseListItem[];

beforeAll(async () => {
  const res = await fetch(`${baseURL}/api/pages/products`);
  courses = ((await res.json()) as { data: CourseListItem[] }).data.filter(
    (course) => course.sessions.length > 0,
  );
  expect(courses.length).toBeGreaterThan(0);
});

/** What does not fit at the page's present width: the table past its box, the page past the screen, a date broken. */
function misfits(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const box = document.querySelector('.table-wrap');
    const table = document.querySelector('.course-sessions');
    if (!box || !table) return ['no sessions table'];
    const { right: boxRight } = box.getBoundingClientRect();
    if (table.getBoundingClientRect().right > boxRight + 0.5) found.push('table wider than its box');
    for (const cell of table.querySelectorAll('tbody td')) {
      if (cell.getBoundingClientRect().right > boxRight + 0.5) found.push(`cell cut: ${cell.textContent}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) found.push('page wider than the screen');
    const asBlocks = getComputedStyle(table.querySelector('thead')!).display === 'none';
    // A session as a block (no column headings): its buttons line up with its labels.
    for (const actions of asBlocks ? table.querySelectorAll('.course-sessions__actions') : []) {
      const first = actions.firstElementChild!.getBoundingClientRect().left;
      if (Math.abs(first - actions.getBoundingClientRect().left) > 0.5) found.push('buttons indented');
    }
    const linesOf = (element: Element) =>
      Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
    // In the table (on a phone a narrow value column may wrap a date where it must).
    for (const time of asBlocks ? [] : table.querySelectorAll('tbody time')) {
      const pieces = [...time.querySelectorAll('.course-sessions__date-piece')];
      // Each end of a range stays whole; the range breaks after its dash or not at all.
      if (pieces.some((piece) => piece.getClientRects().length > 1) || linesOf(time) > pieces.length) {
        found.push(`date broken: ${time.textContent}`);
      }
    }
    return found;
  });
}

describe('the course page session table', () => {
  const widths = [320, 375, 600, 640, 768, 800, 900, 1024, 1100, 1200, 1280, 1366, 1440];

  it(`fits its box at ${widths.length} widths from 320 to 1440 px, every course, in Turkish and English`, async () => {
    const { context, page } = await newPage(e2e.browser, { width: 1440, height: 900 });
    try {
      const found: string[] = [];
      for (const course of courses) {
        for (const prefix of ['', '/en']) {
          await page.setViewportSize({ width: 1440, height: 900 });
          await page.goto(`${prefix}/kurs/${course.seo_name}`);
          for (const width of widths) {
            await page.setViewportSize({ width, height: 900 });
            for (const misfit of await misfits(page))
              found.push(`${prefix}/kurs/${course.seo_name} ${width}: ${misfit}`);
          }
        }
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);

  for (const width of [320, 768, 1280]) {
    it(`opens the last session's "Takvime ekle" menu in full at ${width} px`, async () => {
      const { context, page } = await newPage(e2e.browser, { width, height: 800 });
      try {
        const course = [...courses].sort((a, b) => b.sessions.length - a.sessions.length)[0];
        await page.goto(`/kurs/${course.seo_name}`);
        await page.locator('.course-sessions .add-to-calendar__toggle').last().click();
        const menu = page.locator('.course-sessions .add-to-calendar__menu').last();
        // Only the window scrolls, as a visitor's finger does: nothing inside the page is scrolled for the menu.
        await menu.evaluate((element) => {
          const { top, height } = element.getBoundingClientRect();
          window.scrollBy(0, top + height / 2 - window.innerHeight / 2);
        });
        const reach = await menu.evaluate((element) => {
          const { left, right } = element.getBoundingClientRect();
          const links = [...element.querySelectorAll('a')].map((link) => {
            const r = link.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return Boolean(hit && link.contains(hit));
          });
          return { withinScreen: left >= 0 && right <= window.innerWidth, links };
        });
        expect(reach).toEqual({ withinScreen: true, links: [true, true, true] });
        await screenshot(page, `course-sessions-calendar-menu-${width}`, { area: 'viewport' });
      } finally {
        await context.close();
      }
    });
  }
});
