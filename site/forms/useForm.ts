import { useCallback, useMemo, useState } from 'react';
import { type AnyObjectSchema, ValidationError } from 'yup';
import type { RefusedForm } from '../../shared/plainForms';

export type FieldErrors = Partial<Record<string, string>>;

/** Every field's first error message (yup's order follows the rule order: required before max). */
export function firstErrors(schema: AnyObjectSchema, values: Record<string, unknown>): FieldErrors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const path = inner.path ?? '';
      if (errors[path] === undefined) errors[path] = inner.message;
    }
    return errors;
  }
}

/** The form's values with what a refused post sent, where a value is of the field's own kind (text, box). */
function refusedValues<V extends Record<string, unknown>>(initial: V, refused: RefusedForm): V {
  const values: Record<string, unknown> = { ...initial };
  for (const [name, value] of Object.entries(refused.values)) {
    if (name in initial && typeof initial[name] === typeof value) values[name] = value;
  }
  return values as V;
}

/**
 * Form state with SPEC §5 error display: a field's first error shows once it has been touched (left after
 * focus) or after a submit attempt. Server-side errors (a 422) show under their fields until the value changes.
 */
export function useForm<V extends Record<string, unknown>>(
  schema: AnyObjectSchema,
  initial: V,
  refused?: RefusedForm,
) {
  // A refused plain post starts with what was sent, its messages shown (a reset still empties the form).
  const [values, setValues] = useState<V>(() => (refused ? refusedValues(initial, refused) : initial));
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>(() => refused?.errors ?? {});

  const errors = useMemo(() => firstErrors(schema, values), [schema, values]);

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => (current[name as string] ? { ...current, [name]: undefined } : current));
  }, []);

  const touch = useCallback((name: keyof V) => setTouched((current) => ({ ...current, [name]: true })), []);

  const errorOf = (name: keyof V & string): string | undefined =>
    touched[name] || submitted ? (errors[name] ?? serverErrors[name]) : serverErrors[name];

  const reset = useCallback(() => {
    setValues(initial);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  }, [initial]);

  return {
    values,
    setValue,
    touch,
    errorOf,
    isValid: Object.keys(errors).length === 0,
    errors,
    /** Marks the submit attempt: from now on every field shows its error. */
    markSubmitted: () => setSubmitted(true),
    setServerErrors,
    reset,
  };
}
