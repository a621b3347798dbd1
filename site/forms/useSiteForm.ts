import { type FormEvent, useCallback, useEffect, useMemo, useRef } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { PlainForm } from '../../shared/plainForms';
import type { FormSubmitResponse } from '../../shared/publicApi';
import { useDictionary } from '../i18n/DictionaryContext';
import { useRefusedForm } from './plainPost';
import { useForm } from './useForm';
import { useFormSubmit } from './useFormSubmit';

type FormErrorTexts = Partial<Record<string, string>> | undefined;

/** The props that bind a text <Field> to the form state. */
export interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  required: boolean;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  /** The first field a refused plain post names: the browser focuses it, and scrolls to it, without JavaScript. */
  autoFocus?: boolean;
}

/**
 * Everything the contact and careers forms share: yup validation with the current language's `form_error`
 * texts, the SPEC §4/§8 submit flow, the honeypot, and the submit attempt that shows every error and moves
 * focus to the first invalid field (in `initial`'s order) instead of sending.
 */
export function useSiteForm<V extends Record<string, unknown>>(options: {
  schema: (messages: FormErrorTexts) => AnyObjectSchema;
  /** Every field's starting value, in the order the fields appear: the first invalid one is focused. */
  initial: V;
  /** Sends the values; `website` is the honeypot's value (empty for people). */
  send: (values: V, website: string) => Promise<FormSubmitResponse>;
  /** The form's plain post (/forms/…): a refusal of it comes back as this page, and the form shows it. */
  plainForm?: PlainForm;
}) {
  const { schema: makeSchema, initial, send, plainForm } = options;
  const order = Object.keys(initial) as (keyof V & string)[];
  const refused = useRefusedForm(plainForm);
  /** The first refused text field; a refused box or file has no text field to focus, so the button is. */
  const firstRefused =
    refused && order.find((name) => refused.errors[name] && typeof initial[name] === 'string');
  const { dictionary } = useDictionary();
  const schema = useMemo(() => makeSchema(dictionary?.form_error), [makeSchema, dictionary]);
  const form = useForm<V>(schema, initial, refused);
  const { values, reset, setServerErrors } = form;
  const honeypot = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const formElement = useRef<HTMLFormElement>(null);

  // A server-rendered form can be typed into before the page hydrates: what the visitor typed then is in
  // the fields but not in the state. Take it over once, so nothing typed is lost or shown as missing. What
  // the state already holds (a refused post's values) is no change: its server message stays.
  const { setValue } = form;
  useEffect(() => {
    const fields = formElement.current?.elements;
    if (!fields) return;
    for (const name of order) {
      const field = fields.namedItem(name);
      // A box ticked before hydration (the KVKK consent) stays ticked.
      if (typeof initial[name] === 'boolean') {
        const ticked = field instanceof HTMLInputElement && field.type === 'checkbox' && field.checked;
        if (ticked && values[name] !== true) {
          setValue(name, true as V[typeof name]);
        }
        continue;
      }
      if (typeof initial[name] !== 'string') continue;
      const typed =
        field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
      if (typed && typed !== values[name]) setValue(name, typed as V[typeof name]);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  const sendValues = useCallback(() => send(values, honeypot.current?.value ?? ''), [send, values]);
  const { pending, result, submit, closeResult } = useFormSubmit({
    send: sendValues,
    onSuccess: reset,
    onFieldErrors: setServerErrors,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.isValid) {
      const first = order.find((name) => form.errors[name]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    // The button takes focus now (pressing it did not): the field being edited is left before the form
    // resets, so its blur cannot mark the emptied field as touched and show an error after a success.
    submitButton.current?.focus();
    void submit();
  };

  /** The props of a text field bound to `name`. */
  const bind = (name: keyof V & string): BoundField => ({
    name,
    value: String(values[name] ?? ''),
    error: form.errorOf(name),
    required: true,
    onChange: (event: { target: { value: string } }) =>
      form.setValue(name, event.target.value as V[typeof name]),
    onBlur: () => form.touch(name),
    ...(name === firstRefused ? { autoFocus: true } : {}),
  });

  /** A refusal that named no text field (the consent, the CV): the button beside them takes the focus. */
  const focusSubmit = Boolean(refused) && !firstRefused;
  return {
    form,
    bind,
    onSubmit,
    pending,
    result,
    closeResult,
    honeypot,
    submitButton,
    formElement,
    focusSubmit,
  };
}

/** What <SiteForm> needs from the hook. */
export type SiteFormState = Pick<
  ReturnType<typeof useSiteForm>,
  | 'onSubmit'
  | 'pending'
  | 'result'
  | 'closeResult'
  | 'honeypot'
  | 'submitButton'
  | 'formElement'
  | 'focusSubmit'
>;
