import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contactMessagesFound, firstCourseId, postPublic, viewports } from './fixtures';
import { signedInPage } from './signedIn';
import { useAddedLanguages, useBrowserAndApi } from './useBrowser';

/*
 * The back office's lists on a phone and a tablet: no page runs off the screen sideways, and a table wider than
 * the screen scrolls inside its card, its last column (the row's buttons) within reach. On the smallest phones
 * (320 px) the top bar and a list's tabs fit too, and on any phone every tab of the course form, every
 * language's tab of a field and every button of a gallery's tiles can be reached.
 */

const e2e = useBrowserAndApi();

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

/**
 * Brings a tab that the phone's screen cuts off into sight with its row's forward arrow, as a finger would;
 * fails if it was in sight already (the test would say nothing) or the arrows cannot bring it.
 */
async function reachWithArrows(tab: Locator, screenWidth: number) {
  const inSight = async () => {
    const box = (await tab.boundingBox())!;
    return box.x >= 0 && box.x + box.width <= screenWidth;
  };
  expect(await inSight()).toBe(false);
  const forward = tab.page().locator('.MuiTabs-root', { has: tab }).locator('.MuiTabs-scrollButtons').last();
  for (let taps = 0; taps < 8 && !(await inSight()); taps++) {
    await forward.click({ timeout: 5_000 });
    await tab.page().waitForTimeout(400);
  }
  expect(await inSight()).toBe(true);
}

/**
 * A phone list's rows (react-admin's SimpleList): each row's title, the room between its text and the third text
 * (a status, a time) on the lines they share, where the third text ends and where the row's second line starts.
 */
async function phoneRows(page: Page) {
  await page.locator('main li .RaSimpleList-tertiary').first().waitFor();
  return page.locator('main li').evaluateAll((items) =>
    items.map((item) => {
      const status = item.querySelector('.RaSimpleList-tertiary')!;
      const box = status.getBoundingClientRect();
      // The title is the text before the third: its lines' boxes, by a Range over it.
      const title = document.createRange();
      title.setStart(status.parentElement!, 0);
      title.setEndBefore(status);
      const sameLine = [...title.getClientRects()].filter(
        (line) => line.top < box.bottom && box.top < line.bottom,
      );
      return {
        title: title.toString(),
        gap: Math.min(Infinity, ...sameLine.map((line) => Math.round(box.left - line.right))),
        statusBottom: Math.round(box.bottom),
        secondTop: Math.round(item.querySelector('.MuiListItemText-secondary')!.getBoundingClientRect().top),
        statusCut: status.scrollWidth > status.clientWidth,
      };
    }),
  );
}

describe('the back office on narrow screens', () => {
  for (const viewport of [viewports.mobile, { width: 800, height: 900 }]) {
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

  it("keep the top bar and an inbox's two tabs within a 320 px screen", async () => {
    const smallest = viewports.smallest;
    const { context, page } = await signedInPage(e2e.browser, smallest);
    await page.goto('/admin/contact');
    const trash = page.getByRole('tab', { name: 'Çöp Kutusu' });
    await trash.waitFor();
    const right = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.x + box.width;
    };
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      smallest.width,
    );
    // The profile button, last in the top bar, shows whole (the logo's word pushed it 14 px off the screen).
    expect(await right(page.getByRole('banner').getByRole('button').last())).toBeLessThanOrEqual(
      smallest.width,
    );
    // Both tabs in sight, side by side, without scrolling the row (it cut Çöp Kutusu in half).
    expect(await right(trash)).toBeLessThanOrEqual(smallest.width - 12);
    await context.close();
  });

  for (const width of [360, viewports.mobile.width]) {
    it(`keep an inbox's two tabs side by side on a ${width} px phone, with no arrow to reach the trash`, async () => {
      const { context, page } = await signedInPage(e2e.browser, { width, height: 800 });
      await page.goto('/admin/contact');
      const trash = page.getByRole('tab', { name: 'Çöp Kutusu' });
      await trash.waitFor();
      // With their icons the tabs needed 350 px: at 360 and 375 px the trash sat half behind the row's arrow.
      const row = (await page.getByRole('tablist', { name: 'Klasörler' }).boundingBox())!;
      const tab = (await trash.boundingBox())!;
      expect(tab.x + tab.width).toBeLessThanOrEqual(row.x + row.width);
      expect(await page.locator('.MuiTabs-scrollButtons:not(.Mui-disabled)').count()).toBe(0);
      await context.close();
    });
  }

  it("keep a phone list row's status or time after its title, apart from it, and nothing beside the line under", async () => {
    // Visitors' names of every length, so that one fills its row's first line (which one depends on the font).
    const stamp = `dar-ekran-${randomUUID()}`;
    const names = [
      'Şükrü Öztürk',
      'Şükrü Öztürk-Çağlayan',
      'Şükrü Öztürk-Çağlayanoğlu',
      'Ayşe Gül Karaosmanoğlu-İnce',
    ];
    for (const name of names) {
      await postPublic('/api/contact', {
        name,
        email: 'sukru@example.com',
        phone: '0532 111 22 33',
        subject: `Kurumsal ISO 27001 eğitimi için 25 kişilik grup teklifi ${stamp}`,
        message: 'Ocak ayında İstanbul ofisimizde uygun tarihleriniz var mı?',
        kvkk_consent: '1',
      });
    }
    const sent = await contactMessagesFound<{ id: number }>(e2e.api, stamp);
    const { context, page } = await signedInPage(e2e.browser, viewports.mobile);
    try {
      await page.goto('/admin/contracts');
      const contracts = await phoneRows(page);
      expect(contracts.map((row) => row.title)).toEqual(
        expect.arrayContaining(['KVKK Aydınlatma Metni', 'Çerez Politikası', 'Üyelik Sözleşmesi']),
      );
      // The time the row used to carry beside its status is still there, on its own line.
      expect(await page.locator('main li').first().getByText(/önce$/).count()).toBe(1);
      // The inbox searched for this test's messages, as its search box puts it in the address.
      await page.goto(`/admin/contact?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}`);
      const messages = await phoneRows(page);
      expect(messages.map((row) => row.title).sort()).toEqual([...names].sort());
      for (const row of [...contracts, ...messages]) {
        // A status or time floated after a title that filled its line fell under it, beside the next line,
        // which wrapped in a narrow column: "Yayında · 1 dakika önce" squeezed a contract's address into
        // three lines, "az önce" an inbox's subject; "Çerez Politikası" touched its status.
        expect(row.gap, row.title).toBeGreaterThanOrEqual(8);
        expect(row.secondTop, row.title).toBeGreaterThanOrEqual(row.statusBottom - 1);
        expect(row.statusCut, row.title).toBe(false);
      }
    } finally {
      await context.close();
      const ids = sent.map((message) => message.id);
      await e2e.api.send('PUT', '/api/admin/contact/trash', { trash_list: ids });
      await e2e.api.send('DELETE', '/api/admin/contact', { delete_list: ids });
    }
  });

  for (const viewport of [viewports.mobile, { width: 800, height: 900 }, viewports.desktop]) {
    it(`keep the floating buttons off each other and off the page's own at its end, ${viewport.width} px`, async () => {
      const { context, page } = await signedInPage(e2e.browser, viewport);
      const covered: string[] = [];
      for (const path of ['/admin/pages/educations', `/admin/products/${await firstCourseId(e2e.api)}`]) {
        await page.goto(path);
        await page.locator('main li, main form').first().waitFor();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        // Back to top appears once the page is scrolled, with a zoom.
        await page.getByRole('button', { name: 'Yukarı Çık' }).waitFor();
        await page.waitForTimeout(400);
        covered.push(
          ...(await page.evaluate((where) => {
            const boxOf = (element: Element) => element.getBoundingClientRect();
            const meet = (a: DOMRect, b: DOMRect) =>
              a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
            const floating = [...document.querySelectorAll('.MuiFab-root')].filter(
              (fab) => getComputedStyle(fab).visibility !== 'hidden' && boxOf(fab).width > 0,
            );
            const nameOf = (element: Element) =>
              element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
            const clickable = [
              ...document.querySelectorAll('main button, main a, main input, main [role="button"]'),
            ].filter((element) => !floating.some((fab) => fab.contains(element)) && boxOf(element).width > 0);
            const found: string[] = [];
            floating.forEach((fab, index) => {
              for (const other of floating.slice(index + 1)) {
                if (meet(boxOf(fab), boxOf(other)))
                  found.push(`${where}: ${nameOf(fab)} on ${nameOf(other)}`);
              }
              for (const element of clickable) {
                if (meet(boxOf(fab), boxOf(element)))
                  found.push(`${where}: ${nameOf(fab)} on ${nameOf(element)}`);
              }
            });
            return found;
          }, path)),
        );
      }
      // "Yukarı Çık" sat over the course form's Çöpe Taşı on a phone and over Kayıt Geçmişi's arrow on a
      // tablet, half over the list's Oluştur, which covered the list's next-page arrow.
      expect(covered).toEqual([]);
      await context.close();
    });
  }

  it("show each KVKK retention period's label whole on the smallest phone, filled or empty", async () => {
    const { context, page } = await signedInPage(e2e.browser, viewports.smallest);
    await page.goto('/admin/settings/kvkk');
    const periods = page.locator('main input[type="number"]');
    await page.getByLabel('E-posta içerikleri (gün)').waitFor();
    const cutLabels = () =>
      page
        .locator('main label')
        .evaluateAll((labels) =>
          labels
            .filter((label) => label.scrollWidth > label.clientWidth + 1)
            .map((label) => label.textContent),
        );
    expect(await periods.count()).toBe(5);
    expect(await cutLabels()).toEqual([]);
    // Empty (kept for ever), a label stands at full size inside its field.
    for (const period of await periods.all()) await period.fill('');
    // The unit was the part cut off: "Gönderilen e-postaların içerik saklama süresi (…" said neither days
    // nor months on a phone.
    expect(await cutLabels()).toEqual([]);
    await context.close();
  });

  it("let a phone reach every tab of the course form, the last (SEO) with the row's arrow", async () => {
    const phone = viewports.mobile;
    const { context, page } = await signedInPage(e2e.browser, phone);
    await page.goto(`/admin/products/${await firstCourseId(e2e.api)}`);
    const seo = page.getByRole('tab', { name: 'SEO' });
    await seo.waitFor();
    await reachWithArrows(seo, phone.width);
    await seo.click();
    await page.getByLabel('SEO Başlığı (TR)').waitFor();
    await context.close();
  });

  describe('when the office runs five languages', () => {
    useAddedLanguages(e2e);

    it("let the smallest phone reach every language's tab of a field", async () => {
      const phone = viewports.smallest;
      const { context, page } = await signedInPage(e2e.browser, phone);
      await page.goto(`/admin/products/${await firstCourseId(e2e.api)}`);
      const titleTabs = page.getByRole('tablist', { name: /Eğitim Adı: diller/ });
      const last = titleTabs.getByRole('tab', { name: /^RU/ });
      await last.waitFor();
      await reachWithArrows(last, phone.width);
      await last.click();
      await page.getByRole('textbox', { name: /Eğitim Adı \(RU\)/ }).waitFor();
      await context.close();
    });
  });

  for (const phone of [viewports.mobile, viewports.smallest]) {
    it(`keeps every button of a gallery's tiles on its tile at ${phone.width} px, the cover's delete too`, async () => {
      const { context, page } = await signedInPage(e2e.browser, phone);
      await page.goto('/admin/pages/distance-learning');
      const tiles = page.locator('[data-gallery-file]');
      await tiles.first().getByRole('button').last().waitFor();
      const outside: string[] = [];
      for (const tile of await tiles.all()) {
        const box = (await tile.boundingBox())!;
        for (const button of await tile.getByRole('button').all()) {
          const own = (await button.boundingBox())!;
          const off = own.x + own.width > box.x + box.width || own.y + own.height > box.y + box.height;
          if (off) outside.push((await button.getAttribute('aria-label')) ?? '');
        }
      }
      expect(outside).toEqual([]);
      await context.close();
    });
  }
});
