import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, type HttpClient } from '../../shared/httpClient';
import { twoStepCodeError } from '../../shared/twoStepCodes';
import type { ApiSuccess, LoginResponse, TwoStepKind, TwoStepSetup } from '../../shared/types';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { texts } from './texts';
import { twoStepTexts as t } from './twoStepTexts';

export interface TwoStepFormProps {
  http: HttpClient;
  /** The login's answer: what to send back with the code. */
  challenge: string;
  kind: TwoStepKind;
  /** The session is there: the login screen's own success (dialog, then /admin). */
  onSignedIn: (response: LoginResponse) => void;
  /** A request failed: the login screen's error dialog. */
  onFailure: (title: string, text: string) => void;
  /** The challenge is spent or too old: back to the password, saying why. */
  onExpired: (message: string) => void;
  onBack: () => void;
}

/** The base32 key in groups of four, as people type it into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * The sign-in's second step (issue 27): the code from the authenticator app, or a recovery code; or, for
 * an administrator the site requires it of, setting it up first (QR code, manual key, first code), after
 * which the recovery codes are shown once before going on.
 */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function TwoStepForm({
  http,
  challenge,
  kind,
  onSignedIn,
  onFailure,
  onExpired,
  onBack,
}: TwoStepFormProps) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [setup, setSetup] = useState<TwoStepSetup>();
  const [codesShown, setCodesShown] = useState<LoginResponse>();
  const inputRef = useRef<HTMLInputElement>(null);

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.status === 410) return onExpired(error.message);
    if (error instanceof ApiError && !error.isNetworkError) {
      setServerError(error.errors?.code);
      inputRef.current?.select();
      return onFailure(texts.failureTitle, error.message);
    }
    onFailure(texts.networkTitle, texts.networkText);
  };

  // Enrolling: the secret is asked for once the step shows (a second setup replaces an unconfirmed first).
  const setupAsked = useRef(false);
  useEffect(() => {
    if (kind !== 'enrol' || setupAsked.current) return;
    setupAsked.current = true;
    http
      .request<ApiSuccess<TwoStepSetup>>('/api/auth/two-step/setup', { method: 'POST', body: { challenge } })
      .then((response) => setSetup(response.data), fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once per challenge; `fail` only reports
  }, [http, challenge, kind]);

  const error = serverError ?? (submitted ? twoStepCodeError(code, { recovery }) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (twoStepCodeError(code, { recovery })) return inputRef.current?.focus();
    setPending(true);
    try {
      const response = await http.request<LoginResponse>('/api/auth/two-step', {
        method: 'POST',
        body: { challenge, code: code.trim() },
      });
      if (response.recovery_codes?.length) setCodesShown(response);
      else onSignedIn(response);
    } catch (failure) {
      setPending(false);
      fail(failure);
    }
  }

  if (codesShown?.recovery_codes) {
    return <RecoveryCodesPanel codes={codesShown.recovery_codes} onContinue={() => onSignedIn(codesShown)} />;
  }

  const enrolling = kind === 'enrol';
  const label = recovery ? t.recoveryCode : t.code;
  return (
    <>
      <h1 className="login-title">{enrolling ? t.enrolTitle : t.codeTitle}</h1>
      <p className="login-subtitle">
        {enrolling ? t.enrolSubtitle : recovery ? t.recoverySubtitle : t.codeSubtitle}
      </p>
      {enrolling && (
        <div className="login-enrol" aria-busy={!setup}>
          {setup ? (
            <>
              <img className="login-enrol__qr" src={setup.qr_code} alt={t.qrAlt} width={180} height={180} />
              <p className="login-enrol__key">
                {t.manualKey} <code>{grouped(setup.secret)}</code>
              </p>
            </>
          ) : (
            <p className="login-enrol__key">{t.loadingSetup}</p>
          )}
        </div>
      )}
      <form className="login-form" noValidate onSubmit={submit}>
        <div className={`login-field${error ? ' login-field--invalid' : ''}`}>
          <label htmlFor="two-step-code">{label}</label>
          <input
            ref={inputRef}
            id="two-step-code"
            name="code"
            type="text"
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            autoCapitalize="off"
            spellCheck={false}
            maxLength={recovery ? 20 : 10}
            placeholder={recovery ? t.recoveryPlaceholder : t.codePlaceholder}
            autoFocus
            value={code}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'two-step-code-error' : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setServerError(undefined);
            }}
          />
          {error && (
            <p id="two-step-code-error" className="login-field__error">
              {error}
            </p>
          )}
        </div>
        {!enrolling && (
          <button
            type="button"
            className="login-link login-link--forgot"
            onClick={() => {
              setRecovery((current) => !current);
              setCode('');
              setSubmitted(false);
              setServerError(undefined);
              inputRef.current?.focus();
            }}
          >
            {recovery ? t.useApp : t.useRecovery}
          </button>
        )}
        <button type="submit" className="login-button" disabled={pending || (enrolling && !setup)}>
          {pending ? texts.pending : enrolling ? t.enrolSubmit : t.submit}
        </button>
        <button type="button" className="login-link" onClick={onBack}>
          {texts.backToLogin}
        </button>
      </form>
    </>
  );
}
