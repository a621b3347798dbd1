import { createContext, type ReactNode, useContext } from 'react';

const RequiredFieldsContext = createContext<ReadonlySet<string>>(new Set());

/**
 * Gives the inputs below the required fields of the form's `validate` when it came from yupValidate
 * (AdminSimpleForm and AdminTabbedForm do this): their labels show react-admin's " *" ahead of the first save.
 */
export function RequiredFields({ validate, children }: { validate?: unknown; children: ReactNode }) {
  const fields = (validate as { requiredFields?: ReadonlySet<string> } | undefined)?.requiredFields;
  return fields ? <RequiredFieldsContext value={fields}>{children}</RequiredFieldsContext> : children;
}

/** Whether the form's schema requires the field at `source` (false outside a schema-judged form). */
export function useIsRequired(source: string): boolean {
  return useContext(RequiredFieldsContext).has(source);
}
