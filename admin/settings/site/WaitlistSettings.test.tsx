import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitlistHoldHoursMessage } from '../../../shared/schemas/siteSettings';
import { renderPanelAt } from '../../testing/renderPanel';
import {
  prepareSiteSettingsTests,
  respondSiteSettings,
  siteSettingsSaves,
} from '../../testing/siteSettingsServer';
import siteSettings from '.';

/* Issue 29: the waiting list's hold and the statuses that e-mail the visitor sit with the site settings. */

prepareSiteSettingsTests();

describe('the waiting list settings', { timeout: 30_000 }, () => {
  it('saves the hold hours and the statuses that e-mail the visitor, and refuses a hold over 720 hours', async () => {
    const server = renderPanelAt('/admin/settings/site', [siteSettings], respondSiteSettings);
    const hours = await screen.findByLabelText(/Bekleme listesi teklif süresi \(saat\)/);
    await waitFor(() => expect(hours).toHaveValue(48));
    expect(screen.getByRole('checkbox', { name: 'Kesinleşti' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'İptal' })).not.toBeChecked();

    fireEvent.change(hours, { target: { value: '24' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'İptal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(siteSettingsSaves(server)).toHaveLength(1));
    expect(String(siteSettingsSaves(server)[0].body?.waitlist_hold_hours)).toBe('24');
    // A list goes as one JSON field (admin/dataProvider/formData.ts).
    expect(JSON.parse(String(siteSettingsSaves(server)[0].body?.confirmation_mail_statuses))).toEqual([
      'confirmed',
      'cancelled',
    ]);

    fireEvent.change(hours, { target: { value: '721' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(waitlistHoldHoursMessage)).toBeInTheDocument();
    expect(siteSettingsSaves(server)).toHaveLength(1);
  });
});
