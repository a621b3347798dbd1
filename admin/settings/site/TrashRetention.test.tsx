import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trashRetentionDaysMessage } from '../../../shared/schemas/siteSettings';
import type { RecordedRequest } from '../../testing/fakeFetch';
import { preparePanel, renderPanelAt } from '../../testing/renderPanel';
import siteSettings from '.';

/* Issue 28: how many days a deleted record stays in the trash is set with the site settings. */

const settings = {
  google_script: '',
  yandex_script: '',
  fb_pixel_script: '',
  keywords: [],
  trash_retention_days: 30,
};

function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const ok = (data: unknown) => ({ status: 200, body: { success: true, message: 'Güncellendi!', data } });
  if (url.pathname.endsWith('/not-check-count')) return ok({ count: 0 });
  if (url.pathname === '/api/admin/settings/site' && request.method === 'GET') return ok(settings);
  if (url.pathname === '/api/admin/settings/site') return ok({ ...settings, ...request.body });
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

describe('days kept in the trash', { timeout: 30_000 }, () => {
  it('shows the period, saves a new one and refuses one outside 1–365 days', async () => {
    const server = renderPanelAt('/admin/settings/site', [siteSettings], respond);
    const input = await screen.findByLabelText(/Çöp kutusu saklama süresi \(gün\)/, {}, { timeout: 10_000 });
    await waitFor(() => expect(input).toHaveValue(30));

    fireEvent.change(input, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(saves(server)).toHaveLength(1));
    expect(String(saves(server)[0].body?.trash_retention_days)).toBe('45');

    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(trashRetentionDaysMessage)).toBeInTheDocument();
    expect(saves(server)).toHaveLength(1);
  });
});
