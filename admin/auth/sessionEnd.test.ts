import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backgroundRequestHeader, idleRemainingHeader, idleSecondsHeader } from '../../shared/sessionIdle';
import { createDataProvider } from '../dataProvider/dataProvider';
import { fakeFetch, setCsrfMeta } from '../testing/fakeFetch';
import { createAdminHttp } from './adminHttp';
import { bootstrapSession } from './bootstrap';
import { createIdleClock } from './idleClock';
import { keepLiveForms, registerLiveForm, takeKeptForm } from './keptForms';
import { saveSession, sessionKeys } from './session';
import { isLeavingForSignIn, pathAfterSignIn, readSessionEnded } from './sessionEnd';

/* Issue 27: how a session's end is told, and what the back office keeps when it comes. */

const user = {
  name: 'Ayşe',
  email: 'ayse@akademi.local',
  role_group: { key: 'admin', name: 'Yönetici', permissions: ['dashboard', 'contact'] },
};
const signIn = (seconds = 3600) => saveSession({ token: 't'.repeat(43), data: user, expires_in: seconds });
const refused = (reason?: string) => () => ({
  status: 401,
  body: { success: false, message: 'Oturumunuz geçersiz veya süresi doldu.', ...(reason ? { reason } : {}) },
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setCsrfMeta();
  window.history.replaceState(null, '', '/admin/news/7?tab=seo');
});
afterEach(() => vi.useRealTimers());

describe('a 401 in the back office', () => {
  it('keeps the spec behaviour and records why, where the user was and whose session it was', async () => {
    signIn();
    const go = vi.fn();
    const http = createAdminHttp({ go, fetch: fakeFetch(refused('idle')).fetch, clock: createIdleClock() });
    await expect(http.get('/api/admin/news/7')).rejects.toMatchObject({ status: 401 });
    expect(go).toHaveBeenCalledWith('/giris-yap');
    for (const key of Object.values(sessionKeys)) expect(localStorage.getItem(key)).toBeNull();
    expect(readSessionEnded()).toMatchObject({
      reason: 'idle',
      returnTo: '/admin/news/7?tab=seo',
      email: 'ayse@akademi.local',
    });
    expect(isLeavingForSignIn()).toBe(true);
  });

  it.each([
    ['expired', 'expired'],
    ['revoked', 'revoked'],
    [undefined, 'revoked'],
  ])('reads the server reason %s as %s', async (told, reason) => {
    signIn();
    const http = createAdminHttp({
      go: vi.fn(),
      fetch: fakeFetch(refused(told)).fetch,
      clock: createIdleClock(),
    });
    await http.get('/api/admin/status').catch(() => undefined);
    expect(readSessionEnded()?.reason).toBe(reason);
  });

  it("knows better than 'revoked' when the idle end or the lifetime has passed (the token was deleted earlier)", async () => {
    vi.useFakeTimers();
    signIn();
    const clock = createIdleClock();
    const answers = [
      { headers: { [idleRemainingHeader]: '30', [idleSecondsHeader]: '1800' }, body: { success: true } },
    ];
    const server = fakeFetch(() => answers.shift() ?? refused('revoked')());
    const http = createAdminHttp({ go: vi.fn(), fetch: server.fetch, clock });
    await http.get('/api/admin/status');
    vi.advanceTimersByTime(31_000);
    await http.get('/api/admin/status').catch(() => undefined);
    expect(readSessionEnded()?.reason).toBe('idle');

    signIn(10);
    vi.advanceTimersByTime(11_000);
    const expiredHttp = createAdminHttp({
      go: vi.fn(),
      fetch: fakeFetch(refused('revoked')).fetch,
      clock: createIdleClock(),
    });
    await expiredHttp.get('/api/admin/status').catch(() => undefined);
    expect(readSessionEnded()?.reason).toBe('expired');
  });

  it('feeds every answer’s idle end to the clock', async () => {
    vi.useFakeTimers({ now: new Date('2031-03-10T09:00:00Z') });
    signIn();
    const clock = createIdleClock();
    const server = fakeFetch(() => ({
      headers: { [idleRemainingHeader]: '1740', [idleSecondsHeader]: '1800' },
      body: { success: true },
    }));
    await createAdminHttp({ go: vi.fn(), fetch: server.fetch, clock }).get('/api/admin/status');
    expect(clock.snapshot()).toEqual({
      deadline: Date.parse('2031-03-10T09:29:00Z'),
      idleSeconds: 1800,
      observedAt: Date.parse('2031-03-10T09:00:00Z'),
    });
  });
});

describe('background requests', () => {
  it('mark the badges’ polls and the start-up status check, not what the user does', async () => {
    signIn();
    const server = fakeFetch((request) =>
      request.url.includes('new-count')
        ? { body: { success: true, data: { id: 'new-count', count: 2 } } }
        : { body: { success: true, data: request.url.includes('status') ? user : 3 } },
    );
    const http = createAdminHttp({ go: vi.fn(), fetch: server.fetch, clock: createIdleClock() });
    const provider = createDataProvider(http);
    await provider.unreadCount('contact');
    await provider.getOne('pre-registrations', { id: 'new-count', meta: { background: true } });
    await bootstrapSession(http, vi.fn());
    await provider.checkSession({ background: true });
    await provider.checkSession({ background: false });
    await provider.getOne('pre-registrations', { id: 4 });
    const marked = server.requests.map((request) => [
      new URL(request.url, 'http://x').pathname,
      request.headers[backgroundRequestHeader] ?? null,
    ]);
    expect(marked).toEqual([
      ['/api/admin/contact/not-check-count', '1'],
      ['/api/admin/pre-registrations/new-count', '1'],
      ['/api/admin/status', '1'],
      ['/api/admin/status', '1'],
      ['/api/admin/status', null],
      ['/api/admin/pre-registrations/4', null],
    ]);
  });
});

describe('an expired stored session', () => {
  it('goes to the login screen with the reason at start-up; with nothing stored there is nothing to say', async () => {
    vi.useFakeTimers();
    signIn(10);
    vi.advanceTimersByTime(11_000);
    const go = vi.fn();
    expect(await bootstrapSession(createAdminHttp({ go, fetch: fakeFetch().fetch }), go)).toBeNull();
    expect(go).toHaveBeenCalledWith('/giris-yap');
    expect(readSessionEnded()?.reason).toBe('expired');

    sessionStorage.clear();
    localStorage.clear();
    await bootstrapSession(createAdminHttp({ go, fetch: fakeFetch().fetch }), go);
    expect(readSessionEnded()).toBeUndefined();
  });
});

describe('after signing in again', () => {
  const endHere = async () => {
    signIn();
    await createAdminHttp({ go: vi.fn(), fetch: fakeFetch(refused('idle')).fetch, clock: createIdleClock() })
      .get('/api/admin/news/7')
      .catch(() => undefined);
  };

  it('the same user returns to the screen; anyone else goes to /admin; the record is used once', async () => {
    await endHere();
    expect(pathAfterSignIn('AYSE@akademi.local')).toBe('/admin/news/7?tab=seo');
    expect(pathAfterSignIn('ayse@akademi.local')).toBe('/admin');
    await endHere();
    expect(pathAfterSignIn('mehmet@akademi.local')).toBe('/admin');
  });

  it('never returns outside the back office, and forgets a record older than an hour', async () => {
    vi.useFakeTimers();
    sessionStorage.setItem(
      'akademi.sessionEnded',
      JSON.stringify({ reason: 'idle', returnTo: '//evil.example/admin', email: user.email, at: Date.now() }),
    );
    expect(pathAfterSignIn(user.email)).toBe('/admin');
    await endHere();
    vi.advanceTimersByTime(60 * 60 * 1000 + 1);
    expect(readSessionEnded()).toBeUndefined();
    expect(pathAfterSignIn(user.email)).toBe('/admin');
  });
});

describe('kept forms', () => {
  it('keep the changed fields of live forms with unsaved changes, without chosen files', () => {
    const stopA = registerLiveForm('/admin/news/7#7', () => ({
      title: { tr: 'Yeni başlık' },
      image: { rawFile: new File(['x'], 'a.png'), src: 'blob:x' },
    }));
    const stopB = registerLiveForm('/admin/news/create#new', () => undefined);
    expect(keepLiveForms(user.email, 1000)).toBe(1);
    stopA();
    stopB();
    expect(takeKeptForm('/admin/news/create#new', user.email, 1000)).toBeUndefined();
    expect(takeKeptForm('/admin/news/7#7', 'mehmet@akademi.local', 1000)).toBeUndefined();
    expect(takeKeptForm('/admin/news/7#7', user.email, 1000)).toEqual({ title: { tr: 'Yeni başlık' } });
    // Handed out once.
    expect(takeKeptForm('/admin/news/7#7', user.email, 1000)).toBeUndefined();
  });

  it('are dropped after an hour, and a withdrawn form is not kept', () => {
    const stop = registerLiveForm('/admin/news/7#7', () => ({ title: { tr: 'Yeni' } }));
    keepLiveForms(user.email, 0);
    stop();
    expect(keepLiveForms(user.email, 0)).toBe(0);
    expect(takeKeptForm('/admin/news/7#7', user.email, 60 * 60 * 1000 + 1)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });
});
