import { type FormEvent, useCallback, useMemo, useRef } from 'react';
import type { FormSubmitResponse } from '../../shared/publicApi';
import { cvAccept, hrApplicationSchema, hrLimits } from '../../shared/schemas/hrApplication';
import { http } from '../api/client';
import { useDictionary } from '../i18n/DictionaryContext';
import { ResultDialog } from '../ui/ResultDialog';
import { focusFirstInvalid } from './ContactForm';
import { Field } from './Field';
import { FileField } from './FileField';
import { Honeypot } from './Honeypot';
import { useForm } from './useForm';
import { useFormSubmit } from './useFormSubmit';

type CareerValues = {
  name: string;
  email: string;
  phone: string;
  position: string;
  message: string;
  cv: File | null;
};

const empty: CareerValues = { name: '', email: '', phone: '', position: '', message: '', cv: null };
const order = ['name', 'email', 'phone', 'position', 'message', 'cv'];
type TextName = 'name' | 'email' | 'phone' | 'position' | 'message';

/** The careers application with a CV upload; it behaves like the contact form (SPEC §2 human_resources). */
export function CareerForm() {
  const { dictionary, t } = useDictionary();
  const schema = useMemo(() => hrApplicationSchema(dictionary?.form_error), [dictionary]);
  const form = useForm<CareerValues>(schema, empty);
  const { values, reset, setServerErrors } = form;
  const honeypot = useRef<HTMLInputElement>(null);

  const send = useCallback(() => {
    const data = new FormData();
    for (const name of ['name', 'email', 'phone', 'position', 'message'] as const)
      data.set(name, values[name]);
    if (values.cv) data.set('cv', values.cv, values.cv.name);
    data.set('website', honeypot.current?.value ?? '');
    return http.send<FormSubmitResponse>('POST', '/api/human-resources', data);
  }, [values]);
  const { pending, result, submit, closeResult } = useFormSubmit({
    send,
    onSuccess: reset,
    onFieldErrors: setServerErrors,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.isValid) {
      focusFirstInvalid(event.currentTarget, form.errors, order);
      return;
    }
    void submit();
  };

  const bind = (name: TextName) => ({
    name,
    value: values[name],
    error: form.errorOf(name),
    required: true,
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
    onBlur: () => form.touch(name),
  });

  return (
    <>
      <form className="form career-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
        <div className="form__row">
          <Field
            label={t('form_input.name')}
            autoComplete="name"
            maxLength={hrLimits.name}
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
          <Field label={t('form_input.position')} {...bind('position')} />
        </div>
        <Field label={t('form_input.cover_letter')} multiline rows={4} {...bind('message')} />
        <FileField
          name="cv"
          label={t('form_input.cv')}
          chooseLabel={t('form_input.cv_choose')}
          hint={t('form_input.cv_hint')}
          accept={cvAccept}
          file={values.cv}
          error={form.errorOf('cv')}
          onChange={(file) => {
            form.setValue('cv', file);
            form.touch('cv');
          }}
          onBlur={() => undefined}
        />
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
