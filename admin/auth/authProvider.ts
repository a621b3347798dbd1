import type { AuthProvider, UserIdentity } from 'react-admin';
import { loginPath } from '../../shared/areas';
import { createHttpClient, type HttpClient } from '../../shared/httpClient';
import { type LoginAnswer, needsSecondStep } from '../../shared/types';
import { defaultGo, type Go } from './adminHttp';
import { clearSession, getToken, readSession, saveSession } from './session';
import { closeSession, endSession, hasStoredSession } from './sessionEnd';

/** SPEC §9: after logout the browser goes to the site's origin 600 ms later. */
export const logoutDelayMs = 600;
/** setTimeout cannot wait longer than this (about 24.8 days); a longer session re-arms the timer. */
const maxTimerMs = 2_147_483_647;

export interface AppIdentity extends UserIdentity {
  email: string;
  roleGroup: string;
  /** The role group's key ('admin', 'editor'): the panel names the known ones in its own language. */
  roleKey: string;
}

export interface AuthProviderOptions {
  go?: Go;
  /** The site's origin ('https://akademi.example'); the page's own by default. */
  origin?: string;
  now?: () => number;
  fetch?: typeof fetch;
}

export type AppAuthProvider = AuthProvider & {
  /** Logs out by a timer when the stored expiry passes (SPEC §4); returns a function that stops it. */
  startExpiryTimer: () => () => void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createAuthProvider(options: AuthProviderOptions = {}): AppAuthProvider {
  const go = options.go ?? defaultGo;
  const now = options.now ?? Date.now;
  const origin = () => options.origin ?? window.location.origin;
  const loginUrl = () => `${origin()}${loginPath}`;
  // No onError here: a failing logout call must not redirect on its own; logout decides where to go.
  const http: HttpClient = createHttpClient({ getToken, fetch: options.fetch });
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  // The lifetime is up: the spec's redirect to /giris-yap, keeping unsaved forms and saying why.
  const expire = () => {
    stopTimer();
    endSession('expired', go, now());
  };

  function arm() {
    stopTimer();
    const session = readSession(now());
    if (!session) return expire();
    const wait = session.expiresAt - now();
    timer = setTimeout(() => (wait > maxTimerMs ? arm() : expire()), Math.min(wait, maxTimerMs));
  }

  return {
    async login({ email, password }: { email: string; password: string }) {
      const response = await http.request<LoginAnswer>('/api/auth/login', {
        method: 'POST',
        body: { email, password },
      });
      // A code is due (two-step sign-in, issue 27): only the login screen asks for it.
      if (needsSecondStep(response)) throw { redirectTo: loginUrl(), message: false };
      saveSession(response, now());
      arm();
    },

    async logout() {
      stopTimer();
      if (!readSession(now())) {
        // Forced out (401, expiry, failed check): nothing to revoke, straight to the login screen. A session
        // still stored here has expired (react-admin's own check found it first): say so on the login screen.
        if (hasStoredSession()) closeSession('expired', now());
        else clearSession();
        return loginUrl();
      }
      try {
        await http.get('/api/admin/logout');
      } catch {
        // The token is dropped locally either way; the server expires it on its own.
      }
      clearSession();
      await sleep(logoutDelayMs);
      return `${origin()}/`;
    },

    async checkAuth() {
      if (readSession(now())) return;
      clearSession();
      // An absolute URL: react-admin then leaves the app instead of routing to its own /login.
      throw { redirectTo: loginUrl(), message: false };
    },

    async checkError(error: { status?: number }) {
      // The HTTP client already cleared the session and is leaving the page: tell react-admin to stay quiet
      // (no "logged out" notice, no second redirect).
      if (error?.status === 401 || error?.status === 429) throw { logoutUser: false, message: false };
    },

    async getIdentity(): Promise<AppIdentity> {
      const session = readSession(now());
      if (!session) throw new Error('Not signed in');
      const { user } = session;
      return {
        id: user.email,
        fullName: user.name,
        email: user.email,
        roleGroup: user.role_group.name,
        roleKey: user.role_group.key,
      };
    },

    async getPermissions() {
      return readSession(now())?.user.role_group.permissions ?? [];
    },

    startExpiryTimer() {
      arm();
      return stopTimer;
    },
  };
}
