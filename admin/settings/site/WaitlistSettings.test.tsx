import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitlistHoldHoursMessage } from '../../../shared/schemas/siteSettings';
import type { RecordedRequest } from '../../testing/fakeFetch';
import { preparePanel, renderPanelAt } from '../../testing/renderPanel';
import siteSettings from '.';

/* Issue 29: the waiting list's hold and the statuses that e-mail the visitor sit with the site settings. */

const settings = {
  google_script: '',
  yandex_script: '',
  fb_pixel_script: '',
  keywords: [],
  trash_retention_days: 30,
  waitlist_hold_hours: 48,
  confirmation_mail_statuses: ['confirmed'],
};

function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const ok = (data: unknown) => ({ status: 200, body: { success: true, message: 'Güncellendi!', data } });
  if (url.pathname.endsWith('/not-check-count')) return ok({ count: 0 });
  if (url.pathname === '/api/admin/settings/site' && request.method === 'GET') return ok(settings);
  if (url.pathname === '/api/admin/settings/site') {
    // The server answers the settings as it stored them: the statuses a list again.
    const statuses = JSON.parse(String(request.body?.confirmation_mail_statuses ?? '[]')) as string[];
    return ok({ ...settings, ...request.body, confirmation_mail_statuses: statuses });
  }
  return { status: 404, body: { success: false, message: 'Adres bulunamadı' } };
}

configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => preparePanel(['dashboard', 'integrations', 'settings']));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const saves = (server: { requests: RecordedRequest[] }) =>
  server.requests.filter((request) => request.url === '/api/admin/settings/site' && request.method !== 'GET');

describe('the waiting list settings', { timeout: 30_000 }, () => {
  it('saves the hold hours and the statuses that e-mail the visitor, and refuses a hold over 720 hours', async () => {
    const server = renderPanelAt('/admin/settings/site', [siteSettings], respond);
    const hours = await screen.findByLabelText(/Bekleme listesi teklif süresi \(saat\)/);
    await waitFor(() => expect(hours).toHaveValue(48));
    expect(screen.getByRole('checkbox', { name: 'Kesinleşti' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'İptal' })).not.toBeChecked();

    fireEvent.change(hours, { target: { value: '24' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'İptal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(saves(server)).toHaveLength(1));
    expect(String(saves(server)[0].body?.waitlist_hold_hours)).toBe('24');
    // A list goes as one JSON field (admin/dataProvider/formData.ts).
    expect(JSON.parse(String(saves(server)[0].body?.confirmation_mail_statuses))).toEqual([
      'confirmed',
      'cancelled',
    ]);

    fireEvent.change(hours, { target: { value: '721' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(waitlistHoldHoursMessage)).toBeInTheDocument();
    expect(saves(server)).toHaveLength(1);
  });
});
