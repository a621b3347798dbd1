import type { ReactNode } from 'react';
import { useT } from '../i18n/DictionaryContext';
import { ResultDialog } from '../ui/ResultDialog';
import { Field } from './Field';
import { Honeypot } from './Honeypot';
import type { BoundField, SiteFormState } from './useSiteForm';

/**
 * The frame of a public form: the fields, the hidden honeypot, the submit button (disabled with the 'please
 * wait' label while sending) and the result dialog.
 */
export function SiteForm({
  state,
  className,
  children,
}: {
  state: SiteFormState;
  className: string;
  children: ReactNode;
}) {
  const t = useT();
  const { onSubmit, pending, result, closeResult, honeypot, submitButton, formElement } = state;
  return (
    <>
      <form
        ref={formElement}
        className={`form ${className}`}
        noValidate
        onSubmit={onSubmit}
        aria-busy={pending}
      >
        {children}
        <Honeypot ref={honeypot} />
        <div className="form__actions">
          <button
            ref={submitButton}
            type="submit"
            className="button button--large"
            disabled={pending}
            // Pressing the button must not blur the field being edited first: that blur shows the field's
            // error, the row grows, the button moves away from under the pointer and the click is lost.
            onMouseDown={(event) => event.preventDefault()}
          >
            {pending ? t('form_input.lutfen_bekleyin') : t('form_input.gonder')}
          </button>
        </div>
      </form>
      <ResultDialog message={result} onClose={closeResult} returnFocus={submitButton} />
    </>
  );
}

type Bind = (name: 'name' | 'email' | 'phone') => BoundField;

/** Name and e-mail on one row, then the phone beside `besidePhone` (the subject or the position). */
export function IdentityFields({
  bind,
  nameMaxLength,
  besidePhone,
}: {
  bind: Bind;
  nameMaxLength: number;
  besidePhone: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <div className="form__row">
        <Field label={t('form_input.name')} autoComplete="name" maxLength={nameMaxLength} {...bind('name')} />
        <Field
          label={t('form_input.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...bind('email')}
        />
      </div>
      <div className="form__row">
        <Field
          label={t('form_input.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...bind('phone')}
        />
        {besidePhone}
      </div>
    </>
  );
}
