import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../shared/httpClient';
import { App } from '../App';
import { createAuthProvider } from '../auth/authProvider';
import { saveSession } from '../auth/session';
import { createDataProvider } from '../dataProvider/dataProvider';
import socialMedia from '../settings/socialMedia';
import { fakeFetch, type RecordedRequest, setCsrfMeta } from '../testing/fakeFetch';
import { mockViewport } from '../testing/matchMedia';

/* Issue 14: edits are not lost without a warning, and the browser's English bubbles never show. */

const item = { id: 3, name: 'Instagram', uri: 'https://instagram.com/akademi', queue: 1 };

function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const ok = (data: unknown) => ({ body: { success: true, message: 'Güncellendi!', data } });
  if (url.pathname === '/api/admin/settings/social-media/3') return ok(item);
  if (url.pathname === '/api/admin/settings/social-media') {
    return ok({ items: [item], page: 1, per_page: 25, total: 1, last_page: 1 });
  }
  return { status: 404, body: { success: false, message: 'Adres bulunamadı' } };
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const server = fakeFetch(respond);
  const http = createHttpClient({ fetch: server.fetch, getToken: () => 'token' });
  render(
    <App
      authProvider={createAuthProvider({ go: vi.fn(), fetch: server.fetch })}
      dataProvider={createDataProvider(http)}
      screens={[socialMedia]}
    />,
  );
  return server;
}

// A whole panel renders here (lazy screens, react-admin): give its queries time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  localStorage.clear();
  setCsrfMeta();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', fakeFetch(() => ({ body: { success: true, data: [] } })).fetch);
  mockViewport(1440);
  saveSession({
    token: 't'.repeat(43),
    data: {
      name: 'Yönetici',
      email: 'admin@akademi.local',
      role_group: { key: 'admin', name: 'Yönetici', permissions: ['dashboard', 'settings', 'social-media'] },
    },
    expires_in: 3600,
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('every back office form', { timeout: 30_000 }, () => {
  it('asks before a menu click throws away unsaved edits, and stays when told to', async () => {
    const server = renderAt('/admin/settings/social-media/3');
    const uri = await screen.findByDisplayValue(item.uri, {}, { timeout: 10_000 });
    expect(uri.closest('form')?.noValidate).toBe(true);
    fireEvent.change(uri, { target: { value: 'https://instagram.com/yeni' } });

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(true);

    const listLink = screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === '/admin/settings/social-media');
    fireEvent.click(listLink!);
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/kaydedilmedi/)));
    expect(window.location.pathname).toBe('/admin/settings/social-media/3');
    expect(screen.getByDisplayValue('https://instagram.com/yeni')).toBeInTheDocument();

    confirm.mockReturnValue(true);
    fireEvent.click(listLink!);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/settings/social-media'));
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
