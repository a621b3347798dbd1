import { loginPath } from '../../shared/areas';
import { ApiError, type HttpClient } from '../../shared/httpClient';
import { backgroundRequestHeaders } from '../../shared/sessionIdle';
import type { ApiSuccess, CurrentUser } from '../../shared/types';
import type { Go } from './adminHttp';
import { clearSession, readSession, type Session, updateStoredUser } from './session';
import { endSession, hasStoredSession } from './sessionEnd';

/**
 * SPEC §4 admin start-up: an expired or missing session goes to /giris-yap at once; otherwise the stored
 * token is sent with GET /api/admin/status and the panel mounts only if it answers success. Any failure goes
 * to /giris-yap (a 401 or 429 has already been redirected by the HTTP client). A failure other than 401 also
 * drops the session, or the login screen would send the browser straight back here in a loop.
 */
export async function bootstrapSession(http: HttpClient, go: Go, now = Date.now()): Promise<Session | null> {
  if (!readSession(now)) {
    // A stored session past its expiry ends with a word on the login screen; none at all needs no word.
    if (hasStoredSession()) endSession('expired', go, now);
    else {
      clearSession();
      go(loginPath);
    }
    return null;
  }
  try {
    // Opening or reloading a tab is not yet work: the check does not count as activity (issue 27), or a tab
    // the browser restores on its own would keep a session alive.
    const status = await http.request<Partial<ApiSuccess<CurrentUser>>>('/api/admin/status', {
      headers: backgroundRequestHeaders,
    });
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
