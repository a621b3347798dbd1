import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitlistHoldHoursMessage } from '../../../shared/schemas/siteSettings';
import { realApiForFile, renderRealPanelAt } from '../../testing/realApi';
import { siteSettingsSaves, storedSiteSettings } from '../../testing/siteSettings';
import siteSettings from '.';

/* Issue 29: the waiting list's hold and the statuses that e-mail the visitor sit with the site settings. */

const api = realApiForFile();

describe('the waiting list settings', { timeout: 30_000 }, () => {
  it('saves the hold hours and the statuses that e-mail the visitor, and refuses a hold over 720 hours', async () => {
    renderRealPanelAt(api(), '/admin/settings/site', [siteSettings]);
    const hours = await screen.findByLabelText(/Bekleme listesi teklif süresi \(saat\)/);
    await waitFor(() => expect(hours).toHaveValue(48));
    expect(screen.getByRole('checkbox', { name: 'Kesinleşti' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'İptal' })).not.toBeChecked();

    fireEvent.change(hours, { target: { value: '24' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'İptal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(siteSettingsSaves(api())).toHaveLength(1));
    await waitFor(async () => expect((await storedSiteSettings(api())).waitlist_hold_hours).toBe(24));
    const stored = await storedSiteSettings(api());
    expect([...stored.confirmation_mail_statuses].sort()).toEqual(['cancelled', 'confirmed']);

    fireEvent.change(hours, { target: { value: '721' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(waitlistHoldHoursMessage)).toBeInTheDocument();
    expect(siteSettingsSaves(api())).toHaveLength(1);
    expect((await storedSiteSettings(api())).waitlist_hold_hours).toBe(24);
  });
});
