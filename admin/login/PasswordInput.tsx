import { useState } from 'react';
import { texts } from './texts';

interface PasswordInputProps {
  label: string;
  /** The input's id and name: `password` on the login form; the reset form has two. */
  id?: string;
  autoComplete?: 'current-password' | 'new-password';
  value: string;
  error?: string;
  describedBy?: string;
  onChange: (value: string) => void;
}

/** The password field with its show/hide toggle (SPEC §2 login screen). */
export function PasswordInput({
  label,
  id = 'password',
  autoComplete = 'current-password',
  value,
  error,
  describedBy,
  onChange,
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={`login-field${error ? ' login-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="login-field__password">
        <input
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="login-field__toggle"
          aria-label={visible ? texts.hidePassword : texts.showPassword}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((current) => !current)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {visible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
          </svg>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="login-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
