import { configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { RecordedRequest } from './fakeFetch';
import { preparePanel } from './renderPanel';

/** The site settings as the server answers them before a test changes any. */
const storedSiteSettings = {
  google_script: '',
  yandex_script: '',
  fb_pixel_script: '',
  keywords: [],
  trash_retention_days: 30,
  waitlist_hold_hours: 48,
  confirmation_mail_statuses: ['confirmed'],
};

/** A small Site Ayarları server behind the real data provider: it answers the settings and takes a save. */
export function respondSiteSettings(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const ok = (data: unknown) => ({ status: 200, body: { success: true, message: 'Güncellendi!', data } });
  if (url.pathname.endsWith('/not-check-count')) return ok({ count: 0 });
  if (url.pathname === '/api/admin/settings/site' && request.method === 'GET') return ok(storedSiteSettings);
  if (url.pathname === '/api/admin/settings/site') {
    // The server answers the settings as it stored them: the statuses a list again.
    const statuses = JSON.parse(String(request.body?.confirmation_mail_statuses ?? '[]')) as string[];
    return ok({ ...storedSiteSettings, ...request.body, confirmation_mail_statuses: statuses });
  }
  return { status: 404, body: { success: false, message: 'Adres bulunamadı' } };
}

/** The saves the screen sent. */
export const siteSettingsSaves = (server: { requests: RecordedRequest[] }) =>
  server.requests.filter((request) => request.url === '/api/admin/settings/site' && request.method !== 'GET');

/** A fresh panel with the site settings' menus for each test of a file. */
export function prepareSiteSettingsTests() {
  configure({ asyncUtilTimeout: 10_000 });
  beforeEach(() => preparePanel(['dashboard', 'integrations', 'settings']));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
