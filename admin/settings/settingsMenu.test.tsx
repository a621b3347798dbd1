import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '../testing/fakeFetch';
import { preparePanel, renderPanelAt } from '../testing/renderPanel';
import { registryEnglish } from '../i18n/resourceMessages';
import { screens } from '../screens';

/* Issue 29: the company information and the KVKK settings are menu entries of their own, not tabs. */

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  if (url.pathname.endsWith('/not-check-count')) return ok({ count: 0 });
  if (url.pathname === '/api/admin/settings/kvkk')
    return ok({ notice_contract_id: null, application_retention_months: 24, contact_retention_months: null });
  if (url.pathname === '/api/admin/settings/site')
    return ok({ google_script: '', yandex_script: '', fb_pixel_script: '', keywords: [] });
  return ok([]);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const menu = async () => within(await screen.findByRole('navigation', { name: 'Menü' }));

describe('the settings menu', { timeout: 30_000 }, () => {
  it('links "Firma Bilgileri" and "KVKK" for the settings team, and opens the KVKK screen', async () => {
    preparePanel(['dashboard', 'settings']);
    renderPanelAt('/admin/settings/kvkk', screens, respond);
    const nav = await menu();
    expect(nav.getByRole('link', { name: /Firma Bilgileri/ })).toHaveAttribute(
      'href',
      '/admin/settings/company',
    );
    const kvkk = nav.getByRole('link', { name: /^KVKK$/ });
    expect(kvkk).toHaveAttribute('href', '/admin/settings/kvkk');
    // Each entry carries its icon, as every menu item does.
    expect(kvkk.querySelector('svg')).not.toBeNull();
    // The integrations are an administrator's: the settings team no longer goes through them.
    expect(nav.queryByRole('link', { name: /Entegrasyonlar/ })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'KVKK' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Son Silinen Kayıtlar' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('hides both from a role group without the settings permission', async () => {
    preparePanel(['dashboard', 'integrations']);
    renderPanelAt('/admin/settings/site', screens, respond);
    const nav = await menu();
    expect(nav.getByRole('link', { name: /Entegrasyonlar/ })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: /Firma Bilgileri/ })).toBeNull();
    expect(nav.queryByRole('link', { name: /^KVKK$/ })).toBeNull();
  });

  it('keeps /admin/settings/site for the integrations, without the moved tabs', async () => {
    preparePanel(['dashboard', 'integrations', 'settings', 'users']);
    renderPanelAt('/admin/settings/site', screens, respond);
    expect(
      await screen.findByRole('tab', { name: 'Entegrasyonlar' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Firma Bilgileri' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'KVKK' })).toBeNull();
  });

  it('names them in English too', () => {
    expect(registryEnglish.app.menu.routes['settings.company']).toBe('Company information');
    expect(registryEnglish.app.menu.routes['settings.kvkk']).toBe('KVKK / Privacy');
  });
});
