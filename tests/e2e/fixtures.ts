import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { expect } from 'vitest';
import type { PublicCategory } from '../../shared/publicApi';
import type { AdminProduct } from '../../shared/schemas/product';
import { csrfHeaders as csrfHeadersOf, signInByApi } from '../../scripts/signInByApi.mjs';
import { chromiumFlags } from './chromiumFlags.mjs';

/**
 * What every browser test needs: the running server's address (scripts/e2e.mjs starts it), Debian's
 * Chromium, the seeded administrator, and an API sign-in for checking what the UI stored.
 */
export const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
/**
 * The back office's own origin (issue 27: ADMIN_PORT by default). Its pages asked on the public origin are
 * redirected there; its API and the login's answer only there.
 */
export const adminURL = process.env.E2E_ADMIN_URL ?? 'http://127.0.0.1:3001';
export const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@akademi.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'E2e-pass-123',
};
export const screenshotDir = path.resolve('test-results/screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });
}

export const viewports = {
  /** The smallest phones in use, and what a 375 px phone with enlarged text lays out at. */
  smallest: { width: 320, height: 640 },
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
  wide: { width: 1440, height: 900 },
} as const;

/**
 * The visitor's cookie choice (site/consent) a test starts with: by default one already made ('rejected'),
 * so the consent banner does not cover what a test clicks; `null` for a first visit.
 */
export type ConsentStart = 'rejected' | 'accepted' | null;

export function consentCookie(choice: 'rejected' | 'accepted') {
  const granted = choice === 'accepted' ? '1' : '0';
  const date = encodeURIComponent(new Date().toISOString());
  return {
    name: 'akademi_consent',
    value: `v=1&analytics=${granted}&marketing=${granted}&date=${date}`,
    url: baseURL,
  };
}

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
  consent: ConsentStart = 'rejected',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'tr-TR' });
  if (consent) await context.addCookies([consentCookie(consent)]);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Holds back the site's code, as a slow phone gets it after the page: what shows is the server's page until
 * the returned function lets the code through.
 */
export async function holdSiteCode(context: BrowserContext): Promise<() => void> {
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await context.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return letThrough;
}

/**
 * Opens a public page and waits until React has hydrated it (site/main.tsx marks the root). The server's HTML
 * shows buttons before their handlers exist: a click in that window does nothing, and a loaded CI machine
 * makes the window long enough to lose one.
 */
export async function openSitePage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
  return response;
}

/**
 * Saves a picture of the page under test-results/screenshots. The whole page by default; `viewport` for an
 * open modal dialog: to capture beyond the viewport Chromium briefly reports the window as 1×1 px, phone-sized
 * media queries match for that moment, and a screen that swaps its layout there (the back office's lists)
 * remounts its rows and loses the dialog one of them had open (seen as a flaky languages test, stop 40).
 */
export async function screenshot(
  page: Page,
  name: string,
  { area = 'page' }: { area?: 'page' | 'viewport' } = {},
): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  // Transitions finished first, so a dialog is pictured as it settles, not half faded in.
  await page.screenshot({ path: file, fullPage: area === 'page', animations: 'disabled' });
  return file;
}

/** Gives a browser context the session cookie, as if it had signed in itself. */
export async function addSessionCookie(context: BrowserContext, binding: string) {
  await context.addCookies([
    {
      name: 'akademi_session',
      value: binding,
      domain: new URL(baseURL).hostname,
      path: '/api/admin',
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
}

/** The session cookie a browser context holds (Playwright can read HttpOnly cookies; page scripts cannot). */
export async function sessionCookieIn(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(`${baseURL}/api/admin/status`)).find(
    (c) => c.name === 'akademi_session',
  );
  if (!cookie) throw new Error('the browser holds no session cookie');
  return cookie.value;
}

/**
 * Calls the API as the browser would (CSRF cookie + header), for setting up and checking state: on the back
 * office's origin, which serves the public API too. `base`: another server's back office.
 */
export async function apiClient(base = adminURL) {
  const { token, headers } = await signInByApi(base, admin);
  return {
    token,
    async get<T = unknown>(pathName: string): Promise<T> {
      const res = await fetch(`${base}${pathName}`, { headers });
      if (!res.ok) throw new Error(`GET ${pathName}: ${res.status}`);
      return (await res.json()) as T;
    },
    async send<T = unknown>(method: string, pathName: string, body: Record<string, unknown>): Promise<T> {
      const res = await fetch(`${base}${pathName}`, {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${pathName}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
  };
}

/** The signed-in administrator's API client that apiClient answers. */
export type ApiClient = Awaited<ReturnType<typeof apiClient>>;

/** The id of a course of the demo content, to open its edit form. */
export async function firstCourseId(api: ApiClient): Promise<number> {
  const listed = await api.get<{ data: { items: { id: number }[] } }>('/api/admin/products?page=1&perPage=1');
  return listed.data.items[0].id;
}

/** The contact messages the back office's inbox finds for `search` (a test's own stamp or subject). */
export async function contactMessagesFound<T = Record<string, unknown>>(
  api: ApiClient,
  search: string,
): Promise<T[]> {
  const found = await api.get<{ data: { items: T[] } }>(
    `/api/admin/contact?search=${encodeURIComponent(search)}`,
  );
  return found.data.items;
}

/** What the site's forms send with a write: a fresh CSRF token in the header and its cookie (public API calls). */
export const csrfHeaders = () => csrfHeadersOf(baseURL);

/** A public form's body posted as the site posts it (JSON, CSRF headers); the site must accept it (200). */
export async function postPublic(pathName: string, body: Record<string, unknown>) {
  const sent = await fetch(`${baseURL}${pathName}`, {
    method: 'POST',
    headers: { ...(await csrfHeaders()), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
}

/**
 * A published course of its own in the site's first category, so no other test shares it: one session
 * `startsInDays` days ahead at 09:30 Turkish time lasting `hours` (eight by default), with `seats`, created
 * through the back office API; `details` are more of the course's fields (summary, price, duration).
 */
export async function createCourseWithSession(
  api: ApiClient,
  course: {
    title: { tr: string; en?: string };
    startsInDays: number;
    place: string;
    seats: number;
    hours?: number;
    details?: Record<string, unknown>;
  },
): Promise<AdminProduct> {
  const categories = (await (await fetch(`${baseURL}/api/pages/categories`)).json()) as {
    data: PublicCategory[];
  };
  const starts = new Date(Date.now() + course.startsInDays * 86_400_000);
  starts.setUTCHours(6, 30, 0, 0);
  const created = await api.send<{ data: AdminProduct }>('POST', '/api/admin/products', {
    category_id: categories.data[0].id,
    title: course.title,
    // A new course is a draft (issue 28): this one is on the site at once.
    is_published: 1,
    ...course.details,
    sessions: [
      {
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + (course.hours ?? 8) * 3_600_000).toISOString(),
        place: course.place,
        is_online: 0,
        seats: course.seats,
      },
    ],
  });
  return created.data;
}
