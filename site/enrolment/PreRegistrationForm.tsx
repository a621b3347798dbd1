import { type FormEvent, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../shared/httpClient';
import type { CourseSession } from '../../shared/publicApi';
import {
  preRegistrationLimits,
  type PreRegistrationResult,
  preRegistrationSchema,
} from '../../shared/schemas/preRegistration';
import { contactLimits } from '../../shared/schemas/contact';
import { http } from '../api/client';
import { Field } from '../forms/Field';
import { Honeypot } from '../forms/Honeypot';
import { KvkkConsentField, consentOf } from '../forms/KvkkConsentField';
import { ReturnField, useRefusedForm } from '../forms/plainPost';
import { IdentityFields } from '../forms/SiteForm';
import { SubmitButton } from '../forms/SubmitButton';
import { useForm } from '../forms/useForm';
import { useDictionary, useT } from '../i18n/DictionaryContext';
import { isFull } from './seats';
import { useEnrolmentTexts } from './texts';

/** The answer of POST /api/pre-registrations. */
export interface PreRegistrationAnswer {
  success: true;
  message: string;
  data: PreRegistrationResult;
}

interface Values extends Record<string, unknown> {
  session_id: number;
  name: string;
  email: string;
  phone: string;
  company: string;
  participants: string;
  note: string;
  kvkk_consent: boolean;
  waitlist: boolean;
}

/** The fields in the order they appear, for focusing the first invalid one. */
const order = ['name', 'email', 'phone', 'company', 'participants', 'note', 'kvkk_consent'] as const;
type TextName = Exclude<(typeof order)[number], 'kvkk_consent'>;

const send = (values: Values, website: string) =>
  http.send<PreRegistrationAnswer>('POST', '/api/pre-registrations', {
    ...values,
    kvkk_consent: values.kvkk_consent ? '1' : '0',
    waitlist: values.waitlist ? '1' : '0',
    website,
  });

/**
 * The pre-registration form of one session, checked with the server's own yup schema. The server's field
 * errors (422) show under their fields; a session that filled up meanwhile (409) offers the waiting list;
 * whatever happens, what the visitor typed stays until it is sent.
 */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function PreRegistrationForm({
  session,
  onDone,
}: {
  session: CourseSession;
  onDone: (answer: PreRegistrationAnswer) => void;
}) {
  const t = useT();
  const texts = useEnrolmentTexts();
  const { dictionary } = useDictionary();
  const schema = useMemo(() => preRegistrationSchema(dictionary?.form_error), [dictionary]);
  const [initial] = useState<Values>(() => ({
    session_id: session.id,
    name: '',
    email: '',
    phone: '',
    company: '',
    participants: '1',
    note: '',
    kvkk_consent: false,
    waitlist: isFull(session),
  }));
  // A refused plain post of this session's form (the server rendered the page again): what was sent, its messages.
  const refusal = useRefusedForm('pre-registration');
  const refused = refusal?.values.session_id === String(session.id) ? refusal : undefined;
  const form = useForm<Values>(schema, initial, refused);
  const firstRefused = refused && order.find((name) => refused.errors[name] && name !== 'kvkk_consent');
  const [pending, setPending] = useState(false);
  /** A failure that belongs to no field: the session itself, or the system. */
  const [problem, setProblem] = useState<string | null>(() => refused?.errors.session_id ?? null);
  /** The session had fewer seats than asked for: the waiting list is offered. */
  const [offerWaitlist, setOfferWaitlist] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const waitlist = form.values.waitlist;

  const focusField = (name: string) =>
    formElement.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

  const submit = async (values: Values) => {
    setPending(true);
    setProblem(null);
    try {
      onDone(await send(values, honeypot.current?.value ?? ''));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setServerErrors(error.errors ?? {});
        setOfferWaitlist(true);
      } else if (error instanceof ApiError && error.status < 500 && !error.isNetworkError) {
        const errors = error.errors ?? {};
        form.setServerErrors(errors);
        const first = order.find((name) => errors[name]);
        if (first) focusField(first);
        else setProblem(errors.session_id ?? error.message);
      } else {
        setProblem(`${t('form_error.sistem_hatasi')} ${t('form_error.hata_oldu_gonderilemedi')}`);
      }
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.isValid) {
      const first = order.find((name) => form.errors[name]);
      if (first) focusField(first);
      return;
    }
    void submit(form.values);
  };

  const joinWaitlist = () => {
    form.setValue('waitlist', true);
    form.setServerErrors({});
    setOfferWaitlist(false);
    void submit({ ...form.values, waitlist: true });
  };

  const bind = (name: TextName, required = true) => ({
    name,
    value: String(form.values[name]),
    error: form.errorOf(name),
    required,
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
    onBlur: () => form.touch(name),
    // Without JavaScript the browser focuses (and scrolls to) the first field a refused post names.
    autoFocus: name === firstRefused || undefined,
  });

  return (
    // Posted plainly to /forms/pre-registration by a browser without JavaScript (the course page shows this
    // form inline then: PreRegistrationSection); with JavaScript onSubmit sends it through fetch instead.
    <form
      ref={formElement}
      className="form enrol-form"
      method="post"
      action="/forms/pre-registration"
      noValidate
      onSubmit={onSubmit}
      aria-busy={pending}
    >
      <input type="hidden" name="session_id" value={session.id} />
      <input type="hidden" name="waitlist" value={waitlist ? '1' : '0'} />
      <ReturnField />
      {waitlist && !offerWaitlist && <p className="enrol-form__notice">{texts.fullNotice}</p>}
      <IdentityFields
        bind={bind}
        nameMaxLength={contactLimits.name}
        focusNameFirst
        besidePhone={
          <Field
            label={texts.company}
            autoComplete="organization"
            maxLength={preRegistrationLimits.company}
            {...bind('company', false)}
          />
        }
      />
      <Field
        label={texts.participants}
        type="number"
        inputMode="numeric"
        min={1}
        max={preRegistrationLimits.participants}
        className="enrol-form__participants"
        {...bind('participants')}
      />
      <Field label={texts.note} multiline rows={3} {...bind('note', false)} />
      <KvkkConsentField {...consentOf(form)} />
      <Honeypot ref={honeypot} />
      {problem && (
        <p className="enrol-form__problem" role="alert">
          {problem}
        </p>
      )}
      {offerWaitlist && (
        <div className="enrol-form__offer" role="alert">
          <p>{texts.notEnoughSeats}</p>
          <button type="button" className="button button--accent" disabled={pending} onClick={joinWaitlist}>
            {texts.joinWaitlist}
          </button>
        </div>
      )}
      <SubmitButton pending={pending} label={waitlist ? texts.submitWaitlist : texts.submit} />
    </form>
  );
}
