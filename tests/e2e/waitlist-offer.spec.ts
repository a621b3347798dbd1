import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../shared/publicApi';
import type { AdminPreRegistration } from '../../shared/schemas/preRegistration';
import {
  baseURL,
  createCourseWithSession,
  csrfHeaders,
  newPage,
  openSitePage,
  screenshot,
  viewports,
} from './fixtures';
import { useBrowserAndApi } from './useBrowser';
import { mailAbout } from './mailbox';

/*
 * Issue 29, "done when": the waiting list moves. A session of one seat is taken, two people wait; the office
 * cancels the registration; the first person waiting is e-mailed a link (in the language they signed up in),
 * the seat is held for them (the course page shows none free), and the link takes it.
 */

const stamp = Date.now();
const title = `Bekleme Listesi Denemesi ${stamp}`;
const first = { name: 'Ayşe Yılmaz', email: `ayse-${stamp}@firma.com.tr` };
/** Signed up on the English site: the offer reaches them in English, with an /en link. */
const waiting = { name: 'Jane Doe', email: `jane-${stamp}@example.co.uk` };
const next = { name: 'Şükrü Çağlayan', email: `sukru-${stamp}@firma.com.tr` };

const e2e = useBrowserAndApi();
let seoName: string;
let sessionId: number;

/** A pre-registration as the site's form sends it, in `lang` (the `_lang` cookie the site sets). */
async function preRegister(person: { name: string; email: string }, lang: 'tr' | 'en', waitlist: boolean) {
  const headers = await csrfHeaders();
  const res = await fetch(`${baseURL}/api/pre-registrations`, {
    method: 'POST',
    headers: { ...headers, cookie: `${headers.cookie}; _lang=${lang}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      session_id: sessionId,
      ...person,
      phone: '0532 555 44 33',
      participants: 1,
      kvkk_consent: '1',
      waitlist: waitlist ? '1' : '0',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: { waitlist: boolean } }).data;
}

const rowOf = async (email: string) =>
  (
    await e2e.api.get<{ data: { items: AdminPreRegistration[] } }>(
      `/api/admin/pre-registrations?search=${encodeURIComponent(email)}`,
    )
  ).data.items[0];

const seatsLeft = async () => {
  const course = (await (await fetch(`${baseURL}/api/pages/course/${seoName}`)).json()) as {
    data: CourseDetail;
  };
  return course.data.sessions.find((session) => session.id === sessionId)?.seats_left;
};

beforeAll(async () => {
  // A course of its own with one session of one seat, four weeks ahead, so no other test shares it.
  const created = await createCourseWithSession(e2e.api, {
    title: { tr: title, en: `Waiting list trial ${stamp}` },
    startsInDays: 28,
    place: 'İzmir',
    seats: 1,
  });
  seoName = created.seo_name;
  sessionId = created.sessions[0].id;
});

/** Opens a page and waits until it is live and the preloader (if any) is gone: what the screenshots show. */
async function openLive(page: Page, path: string) {
  const response = await openSitePage(page, path);
  await page.locator('[data-testid="preloader"]').waitFor({ state: 'detached', timeout: 15_000 });
  return response;
}

/**
 * Opens the offer's page at a width. `errors`: what the browser reported (a hydration mismatch between the
 * server's page and the browser's render among them).
 */
async function openOffer(path: string, viewport: { width: number; height: number }) {
  const { context, page } = await newPage(e2e.browser, viewport);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await openLive(page, path);
  return { context, page, response, errors };
}

const card = (page: Page) => page.locator('section.waitlist-offer');

describe('the waiting list moves', () => {
  let offerPath = '';

  it('offers a freed seat to the first person waiting, by e-mail in their language, and holds it', async () => {
    expect((await preRegister(first, 'tr', false)).waitlist).toBe(false);
    expect(await seatsLeft()).toBe(0);
    expect((await preRegister(waiting, 'en', true)).waitlist).toBe(true);
    expect((await preRegister(next, 'tr', true)).waitlist).toBe(true);

    // The office cancels the registration that held the seat.
    const taken = await rowOf(first.email);
    await e2e.api.send('PUT', `/api/admin/pre-registrations/${taken.id}`, {
      status: 'cancelled',
      owner_note: '',
    });

    const mail = await mailAbout('A seat has opened up', waiting.email, waiting.name);
    const link = /https?:\/\/[^\s"<>]+\/en\/bekleme-listesi\/[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeTruthy();
    offerPath = new URL(link!).pathname;

    // Held for them: nobody else sees the seat, and the second person waiting was not offered it.
    expect(await seatsLeft()).toBe(0);
    const held = await rowOf(waiting.email);
    expect(held.waitlist).toBe(1);
    expect(held.offer_expires_at).toBeTruthy();
    expect((await rowOf(next.email)).offered_at).toBeNull();
  });

  it('shows the offer in Turkish and English, kept out of caches and search engines', async () => {
    const turkishPath = offerPath.replace(/^\/en/, '');
    for (const [name, viewport] of [
      ['375', { width: 375, height: 812 }],
      ['1280', viewports.desktop],
    ] as const) {
      const tr = await openOffer(turkishPath, viewport);
      expect(tr.response?.status()).toBe(200);
      expect(tr.response?.headers()['cache-control']).toBe('no-store');
      expect(tr.response?.headers()['x-robots-tag']).toBe('noindex');
      const trCard = card(tr.page);
      await trCard.getByRole('heading', { name: 'Size bir yer açıldı' }).waitFor();
      expect(await trCard.textContent()).toContain(title);
      expect(await trCard.textContent()).toContain('İzmir');
      expect(await trCard.textContent()).toMatch(/Bu yer sizin için .+ saatine kadar ayrıldı\./);
      expect(await trCard.getByRole('button', { name: 'Yerimi al' }).isVisible()).toBe(true);
      expect(await trCard.getByRole('button', { name: 'Yerimi istemiyorum' }).isVisible()).toBe(true);
      await screenshot(tr.page, `waitlist-offer-tr-${name}`);
      expect(tr.errors).toEqual([]);
      await tr.context.close();

      const en = await openOffer(offerPath, viewport);
      const enCard = card(en.page);
      await enCard.getByRole('heading', { name: 'A seat has opened for you' }).waitFor();
      expect(await enCard.textContent()).toContain(`Waiting list trial ${stamp}`);
      expect(await enCard.textContent()).toMatch(/This seat is held for you until \d\d:\d\d on /);
      await screenshot(en.page, `waitlist-offer-en-${name}`);
      expect(en.errors).toEqual([]);
      await en.context.close();
    }
  });

  it('takes the seat from the link: the course is full again and the row no longer waits', async () => {
    const { context, page } = await openOffer(offerPath, { width: 375, height: 812 });
    await card(page).getByRole('button', { name: 'Take my seat' }).click();
    await card(page).getByRole('heading', { name: 'Your seat is reserved' }).waitFor();
    await screenshot(page, 'waitlist-offer-en-taken-375');

    const row = await rowOf(waiting.email);
    expect(row.waitlist).toBe(0);
    expect(row.status).toBe('new');
    expect(row.offer_expires_at).toBeNull();
    expect(await seatsLeft()).toBe(0);

    // The page asked again is the server's new answer (never a cached copy of the offer).
    await openLive(page, offerPath.replace(/^\/en/, ''));
    await card(page).getByRole('heading', { name: 'Yeriniz ayrıldı' }).waitFor();
    expect(await card(page).getByRole('button').count()).toBe(0);
    await screenshot(page, 'waitlist-offer-tr-taken-375');

    // The course page shows the session full, to a new visitor.
    await openSitePage(page, `/kurs/${seoName}`);
    const session = page.getByRole('table', { name: 'Eğitim Tarihleri' }).locator('tbody tr').first();
    await expect.poll(() => session.textContent()).toContain('Kontenjan dolu');
    await context.close();
  });

  it('answers an unknown link with the 404 page', async () => {
    const { context, response } = await openOffer('/bekleme-listesi/bilinmeyen-baglanti', viewports.desktop);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await context.close();
  });
});
