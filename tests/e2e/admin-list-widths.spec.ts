import { describe, expect, it } from 'vitest';
import { signedInPage } from './signedIn';
import { useBrowser } from './useBrowser';

/*
 * The back office's lists on a phone and a tablet: no page runs off the screen sideways, and a table wider than
 * the screen scrolls inside its card, its last column (the row's buttons) within reach.
 */

const e2e = useBrowser();

/** The drag-ordered and plain lists of the demo content, each with rows. */
const lists = [
  '/admin/pages/educations-categories',
  '/admin/pages/educations',
  '/admin/pages/instructors',
  '/admin/pages/services/brands',
  '/admin/pages/testimonials',
  '/admin/pages/news',
  '/admin/open-positions',
  '/admin/contracts',
];

describe('back office lists at narrow widths', () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 800, height: 900 },
  ]) {
    it(`fit a ${viewport.width} px screen`, async () => {
      const { context, page } = await signedInPage(e2e.browser, viewport);
      const overflowing: string[] = [];
      for (const path of lists) {
        await page.goto(path);
        await page.getByRole('tab', { name: 'Kayıtlar' }).waitFor();
        await page.locator('main li, main tbody tr').first().waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > viewport.width) overflowing.push(`${path}: ${width} px`);
      }
      expect(overflowing).toEqual([]);
      await context.close();
    });
  }

  it('scrolls a wide table inside its card on a tablet, so its last column can be reached', async () => {
    const { context, page } = await signedInPage(e2e.browser, { width: 800, height: 900 });
    await page.goto('/admin/pages/services/brands');
    const wrapper = page.locator('.RaDataTable-tableWrapper');
    const lastButton = page.locator('main tbody tr').first().getByRole('button').last();
    await lastButton.waitFor();
    const sizes = await wrapper.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    // Wider than its card at this width (else the test says nothing), and scrolled to, the button shows whole.
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    await lastButton.scrollIntoViewIfNeeded();
    const box = (await lastButton.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(800);
    await context.close();
  });
});
