import type { SessionEnded } from '../auth/sessionEnd';
import { PasswordInput } from './PasswordInput';
import { sessionEndedTexts, texts } from './texts';
import type { SignIn } from './useSignIn';

/** The login view: title, why the last session ended, e-mail and password, "Beni Hatırla", help (SPEC §4). */
export function SignInForm({
  form,
  sessionEnded,
  helpUrl,
  onForgot,
}: {
  form: SignIn;
  sessionEnded: SessionEnded | undefined;
  helpUrl: string;
  onForgot: () => void;
}) {
  const { values, errors } = form;
  const describedBy = (field: keyof typeof values) => (errors[field] ? `${field}-error` : undefined);
  return (
    <>
      <h1 className="login-title">{texts.title}</h1>
      <p className="login-subtitle">{texts.subtitle}</p>
      {sessionEnded && (
        <p className="login-notice" role="status">
          {sessionEndedTexts[sessionEnded.reason]}
        </p>
      )}
      <form
        ref={form.formRef}
        className="login-form"
        noValidate
        onSubmit={(event) => void form.submit(event)}
      >
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
            onChange={(event) => form.change('email', event.target.value)}
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
          onChange={(value) => form.change('password', value)}
        />
        <button type="button" className="login-link login-link--forgot" onClick={onForgot}>
          {texts.forgotLink}
        </button>
        <label className="login-remember">
          <input
            type="checkbox"
            checked={form.remember}
            onChange={(event) => form.toggleRemember(event.target.checked)}
          />
          <span>{texts.rememberMe}</span>
        </label>
        <button type="submit" className="login-button" disabled={form.pending}>
          {form.pending ? texts.pending : texts.submit}
        </button>
      </form>
      <p className="login-help">
        {texts.helpQuestion}{' '}
        <a href={helpUrl} rel="noopener">
          {texts.helpLink}
        </a>
      </p>
    </>
  );
}
