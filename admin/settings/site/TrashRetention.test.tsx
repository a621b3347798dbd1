import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { trashRetentionDaysMessage } from '../../../shared/schemas/siteSettings';
import { prepareRealPanel, type RealApi, renderRealPanelAt, startRealApi } from '../../testing/realApi';
import siteSettings from '.';

/* Issue 28: how many days a deleted record stays in the trash is set with the site settings. */

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(() => prepareRealPanel(api));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const storedDays = async () =>
  (await api.read<{ data: { trash_retention_days: number } }>('/api/admin/settings/site')).data
    .trash_retention_days;
const saves = () => api.requests.filter((r) => r.url === '/api/admin/settings/site' && r.method !== 'GET');

describe('days kept in the trash', { timeout: 30_000 }, () => {
  it('shows the period, saves a new one and refuses one outside 1–365 days', async () => {
    renderRealPanelAt(api, '/admin/settings/site', [siteSettings]);
    const input = await screen.findByLabelText(/Çöp kutusu saklama süresi \(gün\)/, {}, { timeout: 10_000 });
    await waitFor(() => expect(input).toHaveValue(30));

    fireEvent.change(input, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    await waitFor(async () => expect(await storedDays()).toBe(45));

    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(trashRetentionDaysMessage)).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    expect(await storedDays()).toBe(45);
  });
});
