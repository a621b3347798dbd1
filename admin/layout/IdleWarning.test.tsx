import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backgroundRequestHeader, idleRemainingHeader, idleSecondsHeader } from '../../shared/sessionIdle';
import { createAdminHttp } from '../auth/adminHttp';
import { createAuthProvider } from '../auth/authProvider';
import { createIdleClock } from '../auth/idleClock';
import { saveSession, sessionKeys } from '../auth/session';
import { readSessionEnded } from '../auth/sessionEnd';
import { createDataProvider } from '../dataProvider/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { fakeFetch, type RecordedRequest, setCsrfMeta } from '../testing/fakeFetch';
import { IdleWarning } from './IdleWarning';

/* Issue 27: a minute before the server ends an unused session, the back office warns. */

const warningText = 'Oturumunuz 1 dakika içinde hareketsizlik nedeniyle kapanacak.';
const idleAnswer = (remaining: number) => ({
  headers: { [idleRemainingHeader]: String(remaining), [idleSecondsHeader]: '1800' },
  body: { success: true, data: {} },
});
const isBackground = (request: RecordedRequest) => request.headers[backgroundRequestHeader] === '1';

/**
 * The warning in a panel whose API is `respond`; the first answer (the page's first request) says 90 s
 * are left, so the warning is due in 30 s. With `heardSecondsAgo`, that answer came before the warning was
 * mounted.
 */
async function setup(
  respond: (request: RecordedRequest) => ReturnType<typeof idleAnswer> | object,
  { heardSecondsAgo }: { heardSecondsAgo?: number } = {},
) {
  const server = fakeFetch((request) => (request.url.endsWith('/logout') ? { body: {} } : respond(request)));
  const go = vi.fn();
  const clock = createIdleClock();
  if (heardSecondsAgo !== undefined) {
    clock.observe(new Headers(idleAnswer(90).headers));
    vi.advanceTimersByTime(heardSecondsAgo * 1000);
  }
  const http = createAdminHttp({ go, fetch: server.fetch, clock });
  const authProvider = createAuthProvider({ go, fetch: server.fetch, origin: 'http://localhost' });
  render(
    <AdminContext
      dataProvider={createDataProvider(http)}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
    >
      <IdleWarning clock={clock} go={go} />
    </AdminContext>,
  );
  if (heardSecondsAgo === undefined) clock.observe(new Headers(idleAnswer(90).headers));
  await advance(0);
  return { server, go, clock };
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  setCsrfMeta();
  window.history.replaceState(null, '', '/admin/news/7');
  saveSession({
    token: 't'.repeat(43),
    data: {
      name: 'Ayşe',
      email: 'ayse@akademi.local',
      role_group: { key: 'admin', name: 'Yönetici', permissions: [] },
    },
    expires_in: 8 * 3600,
  });
});
afterEach(() => vi.useRealTimers());

describe('the idle warning', () => {
  it('asks the server a minute before the end and warns; "Oturumu sürdür" makes one request that counts', async () => {
    let left = 60;
    const { server } = await setup((request) => idleAnswer(isBackground(request) ? left : 1800));
    await advance(29_000);
    expect(screen.queryByText(warningText)).toBeNull();
    expect(server.requests).toHaveLength(0);

    await advance(1_000);
    expect(server.requests).toHaveLength(1);
    expect(isBackground(server.requests[0])).toBe(true);
    expect(screen.getByText(warningText)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Çıkış yap' })).toBeVisible();

    left = 1800;
    fireEvent.click(screen.getByRole('button', { name: 'Oturumu sürdür' }));
    await advance(0);
    expect(server.requests).toHaveLength(2);
    expect(new URL(server.requests[1].url, 'http://x').pathname).toBe('/api/admin/status');
    expect(isBackground(server.requests[1])).toBe(false);
    await advance(500);
    expect(screen.queryByText(warningText)).toBeNull();
  });

  it('does not warn when the session was used elsewhere (another tab) since', async () => {
    const { server } = await setup(() => idleAnswer(1500));
    await advance(30_000);
    expect(server.requests).toHaveLength(1);
    expect(screen.queryByText(warningText)).toBeNull();
    // The next check is due a minute before the new end.
    await advance(1_440_000 - 1);
    expect(server.requests).toHaveLength(1);
    await advance(1);
    expect(server.requests).toHaveLength(2);
  });

  it('does not trust an old word: mounted within the last minute, it asks the server before warning', async () => {
    const { server } = await setup(() => idleAnswer(1500), { heardSecondsAgo: 40 });
    expect(server.requests).toHaveLength(1);
    expect(isBackground(server.requests[0])).toBe(true);
    expect(screen.queryByText(warningText)).toBeNull();
  });

  it('at the end, meets the server’s 401 and goes to the login screen saying why', async () => {
    let ended = false;
    const { server, go } = await setup(() =>
      ended
        ? { status: 401, body: { success: false, message: 'Oturum geçersiz', reason: 'idle' } }
        : idleAnswer(60),
    );
    await advance(30_000);
    expect(screen.getByText(warningText)).toBeVisible();
    ended = true;
    await advance(59_000);
    expect(go).not.toHaveBeenCalled();
    await advance(1_000);
    expect(server.requests.every(isBackground)).toBe(true);
    expect(go).toHaveBeenCalledWith('/giris-yap');
    for (const key of Object.values(sessionKeys)) expect(localStorage.getItem(key)).toBeNull();
    expect(readSessionEnded()).toMatchObject({ reason: 'idle', returnTo: '/admin/news/7' });
  });

  it('"Çıkış yap" signs out', async () => {
    const { server, go } = await setup(() => idleAnswer(60));
    await advance(30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Çıkış yap' }));
    await advance(1_000);
    expect(server.requests.some((request) => request.url.endsWith('/api/admin/logout'))).toBe(true);
    expect(localStorage.getItem(sessionKeys.token)).toBeNull();
    expect(go).not.toHaveBeenCalledWith('/giris-yap');
  });
});
