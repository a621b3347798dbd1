import type { ReactNode } from 'react';
import { useT } from '../i18n/DictionaryContext';
import { ResultDialog } from '../ui/ResultDialog';
import { Field } from './Field';
import { Honeypot } from './Honeypot';
import { ReturnField, SentNotice, useSentAfterPost } from './plainPost';
import { SubmitButton } from './SubmitButton';
import type { BoundField, SiteFormState } from './useSiteForm';

/**
 * The frame of a public form: the fields, the hidden honeypot, the submit button (disabled with the 'please
 * wait' label while sending) and the result dialog. With `action` the form can also be posted without
 * JavaScript (plainPost.tsx); with `id` too it is where the server sends the visitor back, and says it was sent.
 */
export function SiteForm({
  state,
  className,
  action,
  id,
  encType,
  children,
}: {
  state: SiteFormState;
  className: string;
  /** The plain form post's address (/forms/…), for a browser without JavaScript. */
  action?: string;
  /** The anchor the server's answer to a plain post points to (`#iletisim-formu`). */
  id?: string;
  /** multipart/form-data for a form with a file (the careers form's CV). */
  encType?: 'multipart/form-data';
  children: ReactNode;
}) {
  const t = useT();
  const { onSubmit, pending, result, closeResult, honeypot, submitButton, formElement, focusSubmit } = state;
  const sent = useSentAfterPost();
  return (
    <>
      <form
        ref={formElement}
        id={id}
        className={`form ${className}`}
        // Always POST: a form the browser sends itself (no JavaScript yet, or none) must never put what the
        // visitor typed into an address, where logs and the history keep it.
        method="post"
        action={action}
        encType={encType}
        noValidate
        onSubmit={onSubmit}
        aria-busy={pending}
      >
        {id && sent && (
          <SentNotice title={t('form_error.gonderildi')} body={t('form_error.yetkililere_iletildi')} />
        )}
        {action && <ReturnField />}
        {children}
        <Honeypot ref={honeypot} />
        <SubmitButton
          pending={pending}
          label={t('form_input.gonder')}
          buttonRef={submitButton}
          autoFocus={focusSubmit}
        />
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
  focusNameFirst,
}: {
  bind: Bind;
  nameMaxLength: number;
  besidePhone: ReactNode;
  /** In a dialog: its focus trap starts at the name (ui/useFocusTrap.ts). */
  focusNameFirst?: boolean;
}) {
  const t = useT();
  return (
    <>
      <div className="form__row">
        <Field
          label={t('form_input.name')}
          autoComplete="name"
          maxLength={nameMaxLength}
          data-autofocus={focusNameFirst || undefined}
          {...bind('name')}
        />
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
