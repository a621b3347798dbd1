import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

interface CommonProps {
  label: string;
  error?: string;
  required?: boolean;
}

type InputFieldProps = CommonProps & { multiline?: false } & InputHTMLAttributes<HTMLInputElement>;
type TextareaFieldProps = CommonProps & { multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled input or textarea with its first error under it, wired for screen readers. */
export function Field(props: InputFieldProps | TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const { label, error, required, className, ...rest } = props;
  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {rest.multiline ? (
        <textarea className="field__control" {...a11y} {...stripMultiline(rest)} />
      ) : (
        <input className="field__control" {...a11y} {...stripMultiline(rest)} />
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

function stripMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, 'multiline'> {
  const { multiline: _multiline, ...rest } = props;
  return rest;
}
