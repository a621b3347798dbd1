import { type FormEvent, useRef, useState } from 'react';
import { ApiError, type HttpClient } from '../../shared/httpClient';
import { passwordMismatchMessage, passwordResetTexts } from '../../shared/schemas/messages';
import { PasswordInput } from './PasswordInput';
import { texts } from './texts';
import { emailError, newPasswordError } from './validateLogin';

/*
 * "Şifremi unuttum" (issue 14): asking for a link by e-mail, and setting a new password with it. The link
 * brings its token in the address's fragment (#sifre-sifirla=…), which never reaches a server log.
 */

export const resetHashPrefix = '#sifre-sifirla=';

/** The reset token in an address fragment, or undefined. */
export function resetTokenIn(hash: string): string | undefined {
  if (!hash.startsWith(resetHashPrefix)) return undefined;
  const token = hash.slice(resetHashPrefix.length);
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

type Outcome = { kind: 'done' | 'failed'; text: string } | null;

/** What a failed request says: the server's message, or that the server could not be reached. */
const failureText = (error: unknown) =>
  error instanceof ApiError && !error.isNetworkError ? error.message : texts.networkText;

function OutcomeNote({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p
      className={`login-note login-note--${outcome.kind}`}
      role={outcome.kind === 'failed' ? 'alert' : 'status'}
    >
      {outcome.text}
    </p>
  );
}

/** The link under both forms back to the sign-in form. */
function BackToLogin({ onBack }: { onBack: () => void }) {
  return (
    <p className="login-help">
      <button type="button" className="login-link" onClick={onBack}>
        {texts.backToLogin}
      </button>
    </p>
  );
}

export function ForgotPasswordForm({
  http,
  email: initialEmail,
  onBack,
}: {
  http: HttpClient;
  email: string;
  onBack: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const error = submitted ? emailError(email) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (emailError(email)) return inputRef.current?.focus();
    setPending(true);
    try {
      const response = await http.request<{ message: string }>('/api/auth/password-reset/request', {
        method: 'POST',
        body: { email: email.trim() },
      });
      setOutcome({ kind: 'done', text: response.message || passwordResetTexts.requested });
    } catch (failure) {
      setOutcome({ kind: 'failed', text: failureText(failure) });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <h1 className="login-title">{texts.forgotTitle}</h1>
      <p className="login-subtitle">{texts.forgotSubtitle}</p>
      <form className="login-form" noValidate onSubmit={submit}>
        <div className={`login-field${error ? ' login-field--invalid' : ''}`}>
          <label htmlFor="reset-email">{texts.email}</label>
          <input
            ref={inputRef}
            id="reset-email"
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder={texts.emailPlaceholder}
            value={email}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'reset-email-error' : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {error && (
            <p id="reset-email-error" className="login-field__error">
              {error}
            </p>
          )}
        </div>
        <OutcomeNote outcome={outcome} />
        <button type="submit" className="login-button" disabled={pending}>
          {pending ? texts.pending : texts.forgotSubmit}
        </button>
      </form>
      <BackToLogin onBack={onBack} />
    </>
  );
}

/** The new password and its repetition: the same input, each with its own value, error and id. */
const newPasswordFields = [
  { key: 'password', id: 'new-password', label: texts.newPassword },
  { key: 'confirmation', id: 'new-password-again', label: texts.newPasswordAgain },
] as const;

// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function ResetPasswordForm({
  http,
  token,
  onBack,
  onRequestNew,
}: {
  http: HttpClient;
  token: string;
  onBack: () => void;
  /** Opens the request form: a used or expired link (410) cannot succeed by trying again. */
  onRequestNew: () => void;
}) {
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [linkDead, setLinkDead] = useState(false);
  // What the server refused in the password it was sent (too common, guessable, the user's name): shown
  // under the field until the password is changed.
  const [refused, setRefused] = useState<{ password: string; message: string }>();
  const formRef = useRef<HTMLFormElement>(null);

  const errors = submitted
    ? {
        password:
          newPasswordError(values.password) ??
          (refused?.password === values.password ? refused.message : undefined),
        confirmation:
          newPasswordError(values.confirmation) ??
          (values.confirmation !== values.password ? passwordMismatchMessage : undefined),
      }
    : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending || outcome?.kind === 'done') return;
    setSubmitted(true);
    const first =
      newPasswordError(values.password) || refused?.password === values.password
        ? 'new-password'
        : newPasswordError(values.confirmation) || values.confirmation !== values.password
          ? 'new-password-again'
          : undefined;
    if (first) return formRef.current?.querySelector<HTMLInputElement>(`#${first}`)?.focus();
    setPending(true);
    setOutcome(null);
    try {
      const response = await http.request<{ message: string }>('/api/auth/password-reset', {
        method: 'POST',
        body: { token, password: values.password, password_confirmation: values.confirmation },
      });
      setOutcome({ kind: 'done', text: response.message || passwordResetTexts.changed });
    } catch (failure) {
      const refusal = failure instanceof ApiError ? failure.errors?.password : undefined;
      if (refusal) {
        setRefused({ password: values.password, message: refusal });
        formRef.current?.querySelector<HTMLInputElement>('#new-password')?.focus();
      } else {
        setOutcome({ kind: 'failed', text: failureText(failure) });
        setLinkDead(failure instanceof ApiError && failure.status === 410);
      }
    } finally {
      setPending(false);
    }
  }

  // What can still be done: sign in with the new password, ask for a new link, or try saving (again).
  const next =
    outcome?.kind === 'done' ? (
      <button type="button" className="login-button" onClick={onBack}>
        {texts.submit}
      </button>
    ) : linkDead ? (
      <button type="button" className="login-button" onClick={onRequestNew}>
        {texts.requestNewLink}
      </button>
    ) : (
      <button type="submit" className="login-button" disabled={pending}>
        {pending ? texts.pending : texts.resetSubmit}
      </button>
    );

  return (
    <>
      <h1 className="login-title">{texts.resetTitle}</h1>
      <p className="login-subtitle">{texts.resetSubtitle}</p>
      <form ref={formRef} className="login-form" noValidate onSubmit={submit}>
        {newPasswordFields.map(({ key, id, label }) => (
          <PasswordInput
            key={id}
            id={id}
            autoComplete="new-password"
            label={label}
            value={values[key]}
            error={errors[key]}
            describedBy={errors[key] ? `${id}-error` : undefined}
            onChange={(value) => setValues((current) => ({ ...current, [key]: value }))}
          />
        ))}
        <OutcomeNote outcome={outcome} />
        {next}
      </form>
      {outcome?.kind !== 'done' && <BackToLogin onBack={onBack} />}
    </>
  );
}
