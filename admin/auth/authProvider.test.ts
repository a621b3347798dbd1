import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, setCsrfMeta } from '../testing/fakeFetch';
import { createAuthProvider, logoutDelayMs } from './authProvider';
import { readSession, saveSession, sessionKeys } from './session';

const origin = 'https://akademi.example';
const user = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@akademi.local',
  role_group: { key: 'editor', name: 'Editör', permissions: ['dashboard', 'content'] },
};
const signIn = (seconds: number) => saveSession({ token: 't'.repeat(43), data: user, expires_in: seconds });

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  setCsrfMeta();
});
afterEach(() => vi.useRealTimers());

function provider(respond?: Parameters<typeof fakeFetch>[0]) {
  const server = fakeFetch(respond);
  const go = vi.fn();
  return { auth: createAuthProvider({ go, origin, fetch: server.fetch }), go, ...server };
}

describe('expiry (SPEC §4)', () => {
  it('logs out by a timer when the stored expiry passes', async () => {
    signIn(5);
    const { auth, go } = provider();
    auth.startExpiryTimer();
    await vi.advanceTimersByTimeAsync(4999);
    expect(go).not.toHaveBeenCalled();
    expect(localStorage.getItem(sessionKeys.token)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(go).toHaveBeenCalledWith('/giris-yap');
    for (const key of Object.values(sessionKeys)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('logs out at start-up when the session has already expired', () => {
    signIn(5);
    vi.setSystemTime(Date.now() + 6000);
    const { auth, go } = provider();
    auth.startExpiryTimer();
    expect(go).toHaveBeenCalledWith('/giris-yap');
    expect(localStorage.getItem(sessionKeys.token)).toBeNull();
  });

  it('re-arms for sessions longer than setTimeout can wait', async () => {
    signIn(30 * 24 * 3600);
    const { auth, go } = provider();
    auth.startExpiryTimer();
    await vi.advanceTimersByTimeAsync(25 * 24 * 3600 * 1000);
    expect(go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * 24 * 3600 * 1000);
    expect(go).toHaveBeenCalledWith('/giris-yap');
  });

  it('stops the timer it started', async () => {
    signIn(5);
    const { auth, go } = provider();
    const stop = auth.startExpiryTimer();
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(go).not.toHaveBeenCalled();
  });

  it('checkAuth passes a live session and sends an expired one to the login screen', async () => {
    signIn(5);
    const { auth } = provider();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    vi.setSystemTime(Date.now() + 5000);
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: `${origin}/giris-yap`, message: false });
    expect(localStorage.getItem(sessionKeys.user)).toBeNull();
  });
});

describe('errors during use', () => {
  it.each([401, 429])('tells react-admin to stay quiet on %i (the HTTP client redirects)', async (status) => {
    const { auth } = provider();
    await expect(auth.checkError({ status })).rejects.toEqual({ logoutUser: false, message: false });
  });

  it.each([403, 404, 422, 500])('lets a %i through as an ordinary error', async (status) => {
    const { auth } = provider();
    await expect(auth.checkError({ status })).resolves.toBeUndefined();
  });
});

describe('logout (SPEC §4, §9)', () => {
  it('calls /api/admin/logout with the token, clears the session, and after 600 ms goes to the origin', async () => {
    signIn(3600);
    const { auth, requests } = provider(() => ({ body: { success: true } }));
    let result: unknown = 'pending';
    void Promise.resolve(auth.logout({})).then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(0);
    expect(requests[0].url).toBe('/api/admin/logout');
    expect(requests[0].headers.Authorization).toBe(`Bearer ${'t'.repeat(43)}`);
    expect(readSession()).toBeNull();
    await vi.advanceTimersByTimeAsync(logoutDelayMs - 1);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(`${origin}/`);
  });

  it('still leaves when the server cannot be reached', async () => {
    signIn(3600);
    const { auth } = provider(() => {
      throw new TypeError('Failed to fetch');
    });
    const done = Promise.resolve(auth.logout({}));
    await vi.advanceTimersByTimeAsync(logoutDelayMs);
    await expect(done).resolves.toBe(`${origin}/`);
    expect(localStorage.getItem(sessionKeys.token)).toBeNull();
  });

  it('goes straight to the login screen when there is no session left to end', async () => {
    const { auth, requests } = provider();
    await expect(auth.logout({})).resolves.toBe(`${origin}/giris-yap`);
    expect(requests).toHaveLength(0);
  });
});

describe('identity and permissions', () => {
  it('answers name, e-mail and role group, and the role group permissions', async () => {
    signIn(3600);
    const { auth } = provider();
    await expect(auth.getIdentity!()).resolves.toEqual({
      id: user.email,
      fullName: user.name,
      email: user.email,
      roleGroup: 'Editör',
      roleKey: 'editor',
    });
    await expect(auth.getPermissions!({})).resolves.toEqual(['dashboard', 'content']);
  });
});
