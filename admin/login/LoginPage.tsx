import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { adminBasePath } from '../../shared/areas';
import { ApiError, type HttpClient } from '../../shared/httpClient';
import { type LoginAnswer, type LoginResponse, needsSecondStep, type TwoStepKind } from '../../shared/types';
import type { Go } from '../auth/adminHttp';
import { readSession, saveSession } from '../auth/session';
import { pathAfterSignIn, readSessionEnded } from '../auth/sessionEnd';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';
import { PasswordInput } from './PasswordInput';
import { ForgotPasswordForm, ResetPasswordForm, resetTokenIn } from './PasswordReset';
import { readRememberedEmail, rememberEmail } from './rememberMe';
import { TwoStepForm } from './TwoStepForm';
import { errorDialogMs, sessionEndedTexts, successDelayMs, texts } from './texts';
import { type LoginErrors, type LoginValues, validateLogin } from './validateLogin';

type Field = keyof LoginValues;
type FieldErrors = LoginErrors;

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

// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function LoginPage({ http, go, helpUrl, logoUrl = '/brand/logo.svg' }: LoginPageProps) {
  const remembered = useRef(readRememberedEmail()).current;
  const [values, setValues] = useState<LoginValues>({ email: remembered, password: '' });
  const [remember, setRemember] = useState(Boolean(remembered));
  // SPEC §4/§5: messages appear only once the user has tried to submit.
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [logoFailed, setLogoFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [view, setView] = useState<View>(initialView);
  const showLogin = useCallback(() => setView({ name: 'login' }), []);
  // Sent here because the back office session ended (issue 27): why, and where to return after signing in.
  const [sessionEnded] = useState(() => readSessionEnded());

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

  const errors: FieldErrors = submitted ? { ...serverErrors, ...validateLogin(values) } : {};

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const toggleRemember = (checked: boolean) => {
    setRemember(checked);
    if (!checked) rememberEmail(null);
  };

  const closeDialog = useCallback(() => setDialog(null), []);
  // Whichever step signed in, the stored session says who: back to their screen, else /admin.
  const goToAdmin = useCallback(() => {
    const signedIn = readSession()?.user.email;
    go(signedIn ? pathAfterSignIn(signedIn) : adminBasePath);
  }, [go]);

  /** SPEC §4: the session is stored, the success dialog shows, then /admin (after either step). */
  function signedIn(response: LoginResponse) {
    saveSession(response);
    rememberEmail(remember ? values.email.trim() : null);
    setDialog({
      kind: 'success',
      title: texts.successTitle,
      text: response.message || texts.successText,
      duration: successDelayMs,
    });
  }

  const showFailure = useCallback(
    (title: string, text: string) => setDialog({ kind: 'error', title, text, duration: errorDialogMs }),
    [],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const found = validateLogin(values);
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setPending(true);
    const email = values.email.trim();
    try {
      const response = await http.request<LoginAnswer>('/api/auth/login', {
        method: 'POST',
        body: { email, password: values.password },
      });
      if (needsSecondStep(response)) {
        setPending(false);
        setValues((current) => ({ ...current, password: '' }));
        setView({ name: 'two-step', challenge: response.challenge, kind: response.two_step });
        return;
      }
      signedIn(response);
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && !error.isNetworkError) {
        setServerErrors(error.errors ?? {});
        setDialog({ kind: 'error', title: texts.failureTitle, text: error.message, duration: errorDialogMs });
      } else {
        setDialog({
          kind: 'error',
          title: texts.networkTitle,
          text: texts.networkText,
          duration: errorDialogMs,
        });
      }
    }
  }

  const describedBy = (field: Field) => (errors[field] ? `${field}-error` : undefined);

  return (
    <div className="login-page">
      <aside className="login-brand" aria-hidden="true">
        <img className="login-brand__logo" src="/brand/logo-light.svg" alt="" height={48} />
        <div className="login-brand__inner">
          <p className="login-brand__title">{texts.brandTitle}</p>
          <p className="login-brand__text">{texts.brandText}</p>
        </div>
      </aside>
      <main className="login-main">
        <div className="login-card">
          <a href="/" className="login-logo">
            {logoFailed ? (
              <span className="login-logo__text">Akademi</span>
            ) : (
              <img src={logoUrl} alt="Akademi" height={44} onError={() => setLogoFailed(true)} />
            )}
          </a>
          {view.name === 'forgot' && (
            <ForgotPasswordForm http={http} email={values.email} onBack={showLogin} />
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
              onSignedIn={signedIn}
              onFailure={showFailure}
              onExpired={(message) => {
                showLogin();
                showFailure(texts.failureTitle, message);
              }}
              onBack={showLogin}
            />
          )}
          {view.name === 'login' && (
            <>
              <h1 className="login-title">{texts.title}</h1>
              <p className="login-subtitle">{texts.subtitle}</p>
              {sessionEnded && (
                <p className="login-notice" role="status">
                  {sessionEndedTexts[sessionEnded.reason]}
                </p>
              )}
              <form ref={formRef} className="login-form" noValidate onSubmit={submit}>
                <div className={`login-field${errors.email ? ' login-field--invalid' : ''}`}>
                  <label htmlFor="email">{texts.email}</label>
                  <input
                    id="email"
                    name="email"
                    type="email"
                    autoComplete="username"
                    inputMode="email"
                    placeholder={texts.emailPlaceholder}
                    value={values.email}
                    aria-invalid={Boolean(errors.email)}
                    aria-describedby={describedBy('email')}
                    onChange={(event) => change('email', event.target.value)}
                  />
                  {errors.email && (
                    <p id="email-error" className="login-field__error">
                      {errors.email}
                    </p>
                  )}
                </div>
                <PasswordInput
                  label={texts.password}
                  value={values.password}
                  error={errors.password}
                  describedBy={describedBy('password')}
                  onChange={(value) => change('password', value)}
                />
                <button
                  type="button"
                  className="login-link login-link--forgot"
                  onClick={() => setView({ name: 'forgot' })}
                >
                  {texts.forgotLink}
                </button>
                <label className="login-remember">
                  <input
                    type="checkbox"
                    checked={remember}
                    onChange={(event) => toggleRemember(event.target.checked)}
                  />
                  <span>{texts.rememberMe}</span>
                </label>
                <button type="submit" className="login-button" disabled={pending}>
                  {pending ? texts.pending : texts.submit}
                </button>
              </form>
              <p className="login-help">
                {texts.helpQuestion}{' '}
                <a href={helpUrl} rel="noopener">
                  {texts.helpLink}
                </a>
              </p>
            </>
          )}
        </div>
      </main>
      {dialog && <AlertDialog {...dialog} onClose={dialog.kind === 'success' ? goToAdmin : closeDialog} />}
    </div>
  );
}
