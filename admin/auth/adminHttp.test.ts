import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/httpClient';
import { fakeFetch, setCsrfMeta } from '../testing/fakeFetch';
import { createAdminHttp } from './adminHttp';
import { bootstrapSession } from './bootstrap';
import { readSession, saveSession, sessionKeys } from './session';

const user = {
  name: 'Ayşe',
  email: 'ayse@akademi.local',
  role_group: { key: 'admin', name: 'Yönetici', permissions: ['dashboard'] },
};
const signIn = () => saveSession({ token: 't'.repeat(43), data: user, expires_in: 3600 });

/** The server's refusal, as the API words one. */
const refusal = (status: number, message: string) => () => ({ status, body: { success: false, message } });

/** The admin HTTP client over a fake server answering with `respond`; `go` records where it sends the browser. */
function adminClient(respond?: Parameters<typeof fakeFetch>[0]) {
  const go = vi.fn();
  const server = fakeFetch(respond);
  return { go, server, http: createAdminHttp({ go, fetch: server.fetch }) };
}

beforeEach(() => {
  localStorage.clear();
  setCsrfMeta();
});

describe('the admin HTTP client (SPEC §4, §8)', () => {
  it('sends the bearer token, X-Requested-With and the CSRF token', async () => {
    signIn();
    const { server, http } = adminClient();
    await http.get('/api/admin/contracts');
    expect(server.requests[0].headers).toMatchObject({
      Authorization: `Bearer ${'t'.repeat(43)}`,
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-TOKEN': 'test-csrf-token',
    });
  });

  it('on 401 clears token, user_data and expirationDate and goes to /giris-yap', async () => {
    signIn();
    const { go, http } = adminClient(refusal(401, 'Oturum geçersiz'));
    await expect(http.get('/api/admin/contracts')).rejects.toBeInstanceOf(ApiError);
    expect(go).toHaveBeenCalledWith('/giris-yap');
    for (const key of Object.values(sessionKeys)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('leaves only once when several requests fail together', async () => {
    signIn();
    const { go, server, http } = adminClient(refusal(401, 'Oturum geçersiz'));
    await Promise.allSettled([
      http.get('/api/admin/dashboard'),
      http.get('/api/admin/contact/not-check-count'),
    ]);
    expect(server.requests).toHaveLength(2);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('on 429 goes to the site root and keeps the session', async () => {
    signIn();
    const { go, http } = adminClient(refusal(429, 'Çok fazla istek'));
    await expect(http.get('/api/admin/contracts')).rejects.toMatchObject({ status: 429 });
    expect(go).toHaveBeenCalledWith('/');
    expect(readSession()).not.toBeNull();
  });

  it('leaves other failures to the caller', async () => {
    signIn();
    const { go, http } = adminClient(refusal(500, 'Sunucu Hatası!'));
    await expect(http.get('/api/admin/contracts')).rejects.toMatchObject({
      status: 500,
      message: 'Sunucu Hatası!',
    });
    expect(go).not.toHaveBeenCalled();
  });
});

describe('admin start-up: the status check (SPEC §4)', () => {
  it('mounts the panel only when the status check answers success', async () => {
    signIn();
    const { go, server, http } = adminClient(() => ({
      body: { success: true, data: { ...user, name: 'Ayşe Y.' } },
    }));
    const session = await bootstrapSession(http, go);
    expect(server.requests[0].url).toBe('/api/admin/status');
    expect(session?.user.name).toBe('Ayşe Y.');
    expect(go).not.toHaveBeenCalled();
  });

  it('goes to /giris-yap without asking the server when nothing is stored', async () => {
    const { go, server, http } = adminClient();
    await expect(bootstrapSession(http, go)).resolves.toBeNull();
    expect(server.requests).toHaveLength(0);
    expect(go).toHaveBeenCalledWith('/giris-yap');
  });

  it('goes to /giris-yap once when the token has been revoked (401)', async () => {
    signIn();
    const { go, http } = adminClient(refusal(401, 'Oturum geçersiz'));
    await expect(bootstrapSession(http, go)).resolves.toBeNull();
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith('/giris-yap');
  });

  it.each([
    ['answers success: false', () => ({ body: { success: false } })],
    ['fails on the server', refusal(500, 'Sunucu Hatası!')],
  ])('drops the session and goes to /giris-yap when the check %s', async (_label, respond) => {
    signIn();
    const { go, http } = adminClient(respond);
    await expect(bootstrapSession(http, go)).resolves.toBeNull();
    expect(go).toHaveBeenCalledWith('/giris-yap');
    expect(readSession()).toBeNull();
  });
});
