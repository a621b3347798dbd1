import { useCallback, useEffect, useState } from 'react';
import { adminBasePath } from '../../shared/areas';
import type { HttpClient } from '../../shared/httpClient';
import type { TwoStepKind } from '../../shared/types';
import type { Go } from '../auth/adminHttp';
import { readSession } from '../auth/session';
import { pathAfterSignIn, readSessionEnded } from '../auth/sessionEnd';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';
import { ForgotPasswordForm, ResetPasswordForm, resetTokenIn } from './PasswordReset';
import { SignInForm } from './SignInForm';
import { TwoStepForm } from './TwoStepForm';
import { errorDialogMs, successDelayMs, texts } from './texts';
import { useSignIn } from './useSignIn';

export interface LoginPageProps {
  http: HttpClient;
  go: Go;
  /** Where the help link points: the company's site. */
  helpUrl: string;
  logoUrl?: string;
}

type Dialog = Omit<AlertDialogProps, 'onClose'>;

/** Signing in, asking for a reset link, or setting a new password with one (the link's #sifre-sifirla=…). */
type View =
  | { name: 'login' }
  | { name: 'forgot' }
  | { name: 'reset'; token: string }
  // The password was right; a code is asked, or setting two-step sign-in up first (issue 27).
  | { name: 'two-step'; challenge: string; kind: TwoStepKind };

const initialView = (): View => {
  const token = typeof window === 'undefined' ? undefined : resetTokenIn(window.location.hash);
  return token ? { name: 'reset', token } : { name: 'login' };
};

/** The view a reset link in the address asks for; the link's token leaves the address bar once read. */
function useView() {
  const [view, setView] = useState<View>(initialView);
  // A reset link pasted into this tab while the login screen is open changes only the fragment: no new load.
  useEffect(() => {
    const onHashChange = () => {
      const token = resetTokenIn(window.location.hash);
      if (token) setView({ name: 'reset', token });
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  // The token leaves the address bar (and the history entry) once read: it is a password for 30 minutes.
  useEffect(() => {
    if (view.name === 'reset') {
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    }
  }, [view]);
  return [view, setView] as const;
}

/** The wide screen's brand panel beside the form (decorative: its texts repeat the page's purpose). */
function LoginBrand() {
  return (
    <aside className="login-brand" aria-hidden="true">
      <img className="login-brand__logo" src="/brand/logo-light.svg" alt="" height={48} />
      <div className="login-brand__inner">
        <p className="login-brand__title">{texts.brandTitle}</p>
        <p className="login-brand__text">{texts.brandText}</p>
      </div>
    </aside>
  );
}

/** The company's logo, linking to the site; its name in text if the image fails to load. */
function LoginLogo({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <a href="/" className="login-logo">
      {failed ? (
        <span className="login-logo__text">Akademi</span>
      ) : (
        <img src={url} alt="Akademi" height={44} onError={() => setFailed(true)} />
      )}
    </a>
  );
}

export function LoginPage({ http, go, helpUrl, logoUrl = '/brand/logo.svg' }: LoginPageProps) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [view, setView] = useView();
  const showLogin = useCallback(() => setView({ name: 'login' }), [setView]);
  // Sent here because the back office session ended (issue 27): why, and where to return after signing in.
  const [sessionEnded] = useState(() => readSessionEnded());

  const closeDialog = useCallback(() => setDialog(null), []);
  // Whichever step signed in, the stored session says who: back to their screen, else /admin.
  const goToAdmin = useCallback(() => {
    const signedIn = readSession()?.user.email;
    go(signedIn ? pathAfterSignIn(signedIn) : adminBasePath);
  }, [go]);
  const showFailure = useCallback(
    (title: string, text: string) => setDialog({ kind: 'error', title, text, duration: errorDialogMs }),
    [],
  );
  const form = useSignIn(http, {
    onSecondStep: (challenge, kind) => setView({ name: 'two-step', challenge, kind }),
    // SPEC §4: the session is stored, the success dialog shows, then /admin (after either step).
    onSignedIn: (response) =>
      setDialog({
        kind: 'success',
        title: texts.successTitle,
        text: response.message || texts.successText,
        duration: successDelayMs,
      }),
    onFailure: showFailure,
  });

  return (
    <div className="login-page">
      <LoginBrand />
      <main className="login-main">
        <div className="login-card">
          <LoginLogo url={logoUrl} />
          {view.name === 'forgot' && (
            <ForgotPasswordForm http={http} email={form.values.email} onBack={showLogin} />
          )}
          {view.name === 'reset' && (
            <ResetPasswordForm
              key={view.token}
              http={http}
              token={view.token}
              onBack={showLogin}
              onRequestNew={() => setView({ name: 'forgot' })}
            />
          )}
          {view.name === 'two-step' && (
            <TwoStepForm
              key={view.challenge}
              http={http}
              challenge={view.challenge}
              kind={view.kind}
              onSignedIn={form.completeSignIn}
              onFailure={showFailure}
              onExpired={(message) => {
                showLogin();
                showFailure(texts.failureTitle, message);
              }}
              onBack={showLogin}
            />
          )}
          {view.name === 'login' && (
            <SignInForm
              form={form}
              sessionEnded={sessionEnded}
              helpUrl={helpUrl}
              onForgot={() => setView({ name: 'forgot' })}
            />
          )}
        </div>
      </main>
      {dialog && <AlertDialog {...dialog} onClose={dialog.kind === 'success' ? goToAdmin : closeDialog} />}
    </div>
  );
}
