import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adminBasePath } from '../../shared/areas';
import { createHttpClient } from '../../shared/httpClient';
import { defaultGo } from '../auth/adminHttp';
import { readSession } from '../auth/session';
import { LoginPage } from './LoginPage';
import './login.css';

// SPEC §2: a user who is already signed in (a stored token that has not expired) goes straight to /admin.
if (readSession()) {
  window.location.replace(adminBasePath);
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LoginPage http={createHttpClient()} go={defaultGo} helpUrl={`${window.location.origin}/`} />
    </StrictMode>,
  );
}
