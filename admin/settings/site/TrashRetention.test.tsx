import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trashRetentionDaysMessage } from '../../../shared/schemas/siteSettings';
import { realApiForFile, renderRealPanelAt } from '../../testing/realApi';
import { siteSettingsSaves, storedSiteSettings } from '../../testing/siteSettings';
import siteSettings from '.';

/* Issue 28: how many days a deleted record stays in the trash is set with the site settings. */

const api = realApiForFile();

describe('days kept in the trash', { timeout: 30_000 }, () => {
  it('shows the period, saves a new one and refuses one outside 1–365 days', async () => {
    renderRealPanelAt(api(), '/admin/settings/site', [siteSettings]);
    const input = await screen.findByLabelText(/Çöp kutusu saklama süresi \(gün\)/, {}, { timeout: 10_000 });
    await waitFor(() => expect(input).toHaveValue(30));

    fireEvent.change(input, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(siteSettingsSaves(api())).toHaveLength(1));
    await waitFor(async () => expect((await storedSiteSettings(api())).trash_retention_days).toBe(45));

    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(trashRetentionDaysMessage)).toBeInTheDocument();
    expect(siteSettingsSaves(api())).toHaveLength(1);
    expect((await storedSiteSettings(api())).trash_retention_days).toBe(45);
  });
});
