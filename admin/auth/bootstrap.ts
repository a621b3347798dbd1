import { loginPath } from '../../shared/areas';
import { ApiError, type HttpClient } from '../../shared/httpClient';
import type { ApiSuccess, CurrentUser } from '../../shared/types';
import type { Go } from './adminHttp';
import { clearSession, readSession, type Session, updateStoredUser } from './session';

/**
 * SPEC §4 admin start-up: an expired or missing session goes to /giris-yap at once; otherwise the stored
 * token is sent with GET /api/admin/status and the panel mounts only if it answers success. Any failure goes
 * to /giris-yap (a 401 or 429 has already been redirected by the HTTP client). A failure other than 401 also
 * drops the session, or the login screen would send the browser straight back here in a loop.
 */
export async function bootstrapSession(http: HttpClient, go: Go, now = Date.now()): Promise<Session | null> {
  if (!readSession(now)) {
    clearSession();
    go(loginPath);
    return null;
  }
  try {
    const status = await http.get<Partial<ApiSuccess<CurrentUser>>>('/api/admin/status');
    if (status?.success !== true) throw new ApiError(500, 'status check failed');
    if (status.data?.role_group) updateStoredUser(status.data);
    return readSession(now);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 429)) return null;
    clearSession();
    go(loginPath);
    return null;
  }
}
