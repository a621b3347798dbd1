import { type FormEvent, useRef, useState } from 'react';
import { ApiError, type HttpClient } from '../../shared/httpClient';
import { type LoginAnswer, type LoginResponse, needsSecondStep, type TwoStepKind } from '../../shared/types';
import { saveSession } from '../auth/session';
import { readRememberedEmail, rememberEmail } from './rememberMe';
import { texts } from './texts';
import { type LoginErrors, type LoginValues, validateLogin } from './validateLogin';

export interface SignInCallbacks {
  /** The password was right and a code is asked (or two-step sign-in set up first, issue 27). */
  onSecondStep: (challenge: string, kind: TwoStepKind) => void;
  /** The session is stored; the page shows the success dialog, then the back office. */
  onSignedIn: (response: LoginResponse) => void;
  onFailure: (title: string, text: string) => void;
}

/**
 * The sign-in form's state and its submit (SPEC §4): the e-mail remembered on request, messages only once
 * the user has tried to submit, the server's field errors until the field changes, the first wrong field
 * focused. `completeSignIn` finishes a sign-in from either step (the password, or the second step's code).
 */
export function useSignIn(http: HttpClient, { onSecondStep, onSignedIn, onFailure }: SignInCallbacks) {
  const remembered = useRef(readRememberedEmail()).current;
  const [values, setValues] = useState<LoginValues>({ email: remembered, password: '' });
  const [remember, setRemember] = useState(Boolean(remembered));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<LoginErrors>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors: LoginErrors = submitted ? { ...serverErrors, ...validateLogin(values) } : {};

  const change = (field: keyof LoginValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const toggleRemember = (checked: boolean) => {
    setRemember(checked);
    if (!checked) rememberEmail(null);
  };

  function completeSignIn(response: LoginResponse) {
    saveSession(response);
    rememberEmail(remember ? values.email.trim() : null);
    onSignedIn(response);
  }

  function failed(error: unknown) {
    setPending(false);
    if (error instanceof ApiError && !error.isNetworkError) {
      setServerErrors(error.errors ?? {});
      onFailure(texts.failureTitle, error.message);
    } else {
      onFailure(texts.networkTitle, texts.networkText);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const found = validateLogin(values);
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setPending(true);
    try {
      const response = await http.request<LoginAnswer>('/api/auth/login', {
        method: 'POST',
        body: { email: values.email.trim(), password: values.password },
      });
      if (!needsSecondStep(response)) return completeSignIn(response);
      setPending(false);
      setValues((current) => ({ ...current, password: '' }));
      onSecondStep(response.challenge, response.two_step);
    } catch (error) {
      failed(error);
    }
  }

  return { values, errors, remember, pending, formRef, change, toggleRemember, submit, completeSignIn };
}

export type SignIn = ReturnType<typeof useSignIn>;
