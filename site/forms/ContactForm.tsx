import { type FormEvent, useCallback, useMemo, useRef } from 'react';
import type { FormSubmitResponse } from '../../shared/publicApi';
import { contactLimits, contactSchema } from '../../shared/schemas/contact';
import { http } from '../api/client';
import { useDictionary } from '../i18n/DictionaryContext';
import { ResultDialog } from '../ui/ResultDialog';
import { Field } from './Field';
import { Honeypot } from './Honeypot';
import { useForm } from './useForm';
import { useFormSubmit } from './useFormSubmit';

const empty = { name: '', email: '', phone: '', subject: '', message: '' };
type ContactValues = typeof empty;

/** SPEC §5 contact form: name, email, telephone (sent as phone), subject, message (4 rows). */
export function ContactForm() {
  const { dictionary, t } = useDictionary();
  const schema = useMemo(() => contactSchema(dictionary?.form_error), [dictionary]);
  const form = useForm<ContactValues>(schema, empty);
  const { values, reset, setServerErrors } = form;
  const honeypot = useRef<HTMLInputElement>(null);

  const send = useCallback(
    () =>
      http.send<FormSubmitResponse>('POST', '/api/contact', {
        ...values,
        website: honeypot.current?.value ?? '',
      }),
    [values],
  );
  const { pending, result, submit, closeResult } = useFormSubmit({
    send,
    onSuccess: reset,
    onFieldErrors: setServerErrors,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.isValid) {
      focusFirstInvalid(event.currentTarget, form.errors, Object.keys(empty));
      return;
    }
    void submit();
  };

  const bind = (name: keyof ContactValues) => ({
    name,
    value: values[name],
    error: form.errorOf(name),
    required: true,
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
    onBlur: () => form.touch(name),
  });

  return (
    <>
      <form className="form contact-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
        <div className="form__row">
          <Field
            label={t('form_input.name')}
            autoComplete="name"
            maxLength={contactLimits.name}
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
          <Field label={t('form_input.subject')} {...bind('subject')} />
        </div>
        <Field label={t('form_input.message')} multiline rows={4} {...bind('message')} />
        <Honeypot ref={honeypot} />
        <div className="form__actions">
          <button type="submit" className="button button--large" disabled={pending}>
            {pending ? t('form_input.lutfen_bekleyin') : t('form_input.gonder')}
          </button>
        </div>
      </form>
      <ResultDialog message={result} onClose={closeResult} />
    </>
  );
}

/** After a failed submit attempt, focus goes to the first field in error (in the form's order). */
export function focusFirstInvalid(
  form: HTMLFormElement,
  errors: Record<string, string | undefined>,
  order: string[],
) {
  const first = order.find((name) => errors[name]);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
