import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAdminHttp, defaultGo } from './auth/adminHttp';
import { createAuthProvider } from './auth/authProvider';
import { bootstrapSession } from './auth/bootstrap';
import { createDataProvider } from './dataProvider/dataProvider';

/**
 * SPEC §1/§4: the panel mounts only after GET /api/admin/status succeeds; otherwise the browser leaves for
 * /giris-yap. The react-admin bundle downloads while the status check is on its way.
 */
async function main() {
  const http = createAdminHttp({ go: defaultGo });
  const [session, { App }, { screens }] = await Promise.all([
    bootstrapSession(http, defaultGo),
    import('./App'),
    import('./screens'),
  ]);
  if (!session) return;
  const authProvider = createAuthProvider({ go: defaultGo });
  authProvider.startExpiryTimer();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App authProvider={authProvider} dataProvider={createDataProvider(http)} screens={screens} />
    </StrictMode>,
  );
}

void main();
