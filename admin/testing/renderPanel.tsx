import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createHttpClient } from '../../shared/httpClient';
import { App } from '../App';
import { createAdminHttp, type Go } from '../auth/adminHttp';
import { createAuthProvider } from '../auth/authProvider';
import { createIdleClock } from '../auth/idleClock';
import { saveSession } from '../auth/session';
import { createDataProvider } from '../dataProvider/dataProvider';
import type { AdminScreen } from '../navigation/screen';
import { fakeFetch, setCsrfMeta } from './fakeFetch';
import { mockViewport } from './matchMedia';

/*
 * The whole back office as a user meets it, for component tests: signed in with some permissions, the panel
 * rendered at an address with only the screens a test needs, its API answered by a fake server.
 */

type Responder = Parameters<typeof fakeFetch>[0];

/** A signed-in administrator holding `permissions`, a desktop-wide window and no stray network. */
export function preparePanel(permissions: string[], width = 1440): void {
  localStorage.clear();
  setCsrfMeta();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // Translated inputs read the active languages with the page's own fetch.
  vi.stubGlobal('fetch', fakeFetch(() => ({ body: { success: true, data: [] } })).fetch);
  mockViewport(width);
  saveSession({
    token: 't'.repeat(43),
    data: {
      name: 'Yönetici',
      email: 'admin@akademi.local',
      role_group: { key: 'admin', name: 'Yönetici', permissions },
    },
    expires_in: 3600,
  });
}

/**
 * Renders the panel at `path` (under /admin) with `screens`; answers its API with `respond`. Given `go`, the
 * panel uses the back office's own HTTP client (a 401 ends the session and calls `go`), as main.tsx does.
 */
export function renderPanelAt(
  path: string,
  screens: readonly AdminScreen[],
  respond: Responder,
  options: { go?: Go } = {},
) {
  window.history.replaceState(null, '', path);
  const server = fakeFetch(respond);
  const http = options.go
    ? createAdminHttp({ go: options.go, fetch: server.fetch, clock: createIdleClock() })
    : createHttpClient({ fetch: server.fetch, getToken: () => 'token' });
  render(
    <App
      authProvider={createAuthProvider({ go: vi.fn(), fetch: server.fetch })}
      dataProvider={createDataProvider(http)}
      screens={screens}
    />,
  );
  return server;
}
