import { describe, expect, it } from 'vitest';
import { newPage, openSitePage, screenshot } from './fixtures';
import { useBrowser } from './useBrowser';

/*
 * A course page on paper (site/styles/print.css): it is printed, or saved as a PDF, to be passed to whoever
 * approves the training. Printed before, a first visit's cookie banner and the skip link sat over the foot of
 * every sheet, the title came out white on white, and the questions came without their answers.
 */

const e2e = useBrowser();
/** A demo course with sessions, testimonials and frequently asked questions (server/db/seed/data). */
const coursePath = '/kurs/python-ile-veri-analizi';

describe('a course page printed', () => {
  it('prints what the page says, black on white, without what only a screen can use', async () => {
    // A first visit: the cookie banner is up when the visitor prints.
    const { context, page } = await newPage(e2e.browser, { width: 1280, height: 900 }, null);
    try {
      await openSitePage(page, coursePath);
      await page.emulateMedia({ media: 'print' });
      const sheet = await page.evaluate(() => {
        const shown = (element: Element) => element.getBoundingClientRect().height > 0;
        const screenOnly = [
          '.consent',
          '.skip-link',
          '.enrol-bar',
          '.scroll-top',
          '.share',
          '.add-to-calendar',
          // A gallery's pictures are buttons (each opens the large view): on paper they are the pictures.
          'main button:not(.gallery__thumb)',
          'main .button',
          'main form:not(:has(.course-sessions))',
        ];
        const title = document.querySelector('h1')!;
        const answers = [...document.querySelectorAll('.faq__answer')];
        return {
          screenOnlyShown: screenOnly.filter((selector) =>
            [...document.querySelectorAll(selector)].some(shown),
          ),
          titleColour: getComputedStyle(title).color,
          answers: answers.length,
          answersShown: answers.filter(shown).length,
          sessionsShown: [...document.querySelectorAll('.course-sessions tbody time')].filter(shown).length,
          priceBeforeText:
            document.querySelector('.price')!.getBoundingClientRect().top <
            document.querySelector('.detail__main .rich-text')!.getBoundingClientRect().top,
          contactShown: [...document.querySelectorAll('.footer__list--contact li')].some(shown),
        };
      });
      expect(sheet).toEqual({
        screenOnlyShown: [],
        titleColour: 'rgb(0, 0, 0)',
        answers: expect.any(Number),
        answersShown: sheet.answers,
        sessionsShown: expect.any(Number),
        priceBeforeText: true,
        contactShown: true,
      });
      expect(sheet.answers).toBeGreaterThan(0);
      expect(sheet.sessionsShown).toBeGreaterThan(0);
      await screenshot(page, 'course-page-printed');
    } finally {
      await context.close();
    }
  });
});
