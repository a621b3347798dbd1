import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { TwoStepSetup, TwoStepStatus } from '../../shared/types';
import { fieldErrorsOf, useFeedback } from '../common/notifications';
import type { AppDataProvider, TwoStepCall } from '../dataProvider/dataProvider';
import { codeErrorKey } from './CodeField';

/** The react-query key of the signed-in user's two-step status. */
const twoStepStatusKey = ['two-step', 'status'] as const;

type Step =
  | { name: 'status' }
  | { name: 'setup'; setup: TwoStepSetup }
  | { name: 'codes'; codes: string[] }
  | { name: 'regenerate' }
  | { name: 'disable' };

type RecoveryCodes = { recovery_codes: string[] };

/** The fields that prove the user (the app's code, or the password when turning it off) and their errors. */
function useProofFields() {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [withPassword, setWithPassword] = useState(false);
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});
  return {
    code,
    password,
    withPassword,
    errors,
    setErrors,
    changeCode: (value: string) => {
      setCode(value);
      setErrors({});
    },
    changePassword: (value: string) => {
      setPassword(value);
      setErrors({});
    },
    toggleWithPassword: () => setWithPassword((current) => !current),
    clear: () => {
      setCode('');
      setPassword('');
      setErrors({});
    },
  };
}

/**
 * The two-step dialog's steps and calls (issue 27): the user's status, setting up with a first code, new
 * recovery codes, turning it off with a code or the password. A refused field shows under it, anything else
 * as the spec's failure notice; each step starts with empty fields.
 */
export function useTwoStepFlow(open: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const feedback = useFeedback();
  const [step, setStep] = useState<Step>({ name: 'status' });
  const proof = useProofFields();
  const { code, password, withPassword, setErrors } = proof;
  const [pending, setPending] = useState(false);
  const { data: status } = useQuery({
    queryKey: twoStepStatusKey,
    queryFn: async () => (await dataProvider.twoStep<TwoStepStatus>('status')).data,
    enabled: open,
  });

  const goTo = (next: Step) => {
    setStep(next);
    proof.clear();
  };

  async function call<T>(name: TwoStepCall, data: Record<string, unknown>, done: (result: T) => void) {
    setPending(true);
    try {
      const result = await dataProvider.twoStep<T>(name, data);
      await queryClient.invalidateQueries({ queryKey: twoStepStatusKey });
      done(result.data);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors({ code: fields.code, password: fields.password });
      else feedback.failure(error);
    } finally {
      setPending(false);
    }
  }

  const showCodes =
    (message: string) =>
    ({ recovery_codes }: RecoveryCodes) => {
      notify(message, { type: 'success' });
      goTo({ name: 'codes', codes: recovery_codes });
    };
  const disabled = () => {
    notify('app.two_step.disabled', { type: 'success' });
    goTo({ name: 'status' });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (step.name === 'disable' && withPassword) {
      if (!password) return setErrors({ password: 'app.two_step.password_required' });
      return call('disable', { password }, disabled);
    }
    const invalid = codeErrorKey(code, step.name === 'disable');
    if (invalid) return setErrors({ code: invalid });
    if (step.name === 'setup') return call('enable', { code }, showCodes('app.two_step.enabled'));
    if (step.name === 'regenerate') {
      return call('recovery-codes', { code }, showCodes('app.two_step.regenerated'));
    }
    return call('disable', { code }, disabled);
  }

  return {
    ...proof,
    status,
    step,
    goTo,
    pending,
    startSetup: () => call<TwoStepSetup>('setup', {}, (setup) => goTo({ name: 'setup', setup })),
    submit,
  };
}

export type TwoStepFlow = ReturnType<typeof useTwoStepFlow>;
