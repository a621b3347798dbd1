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

/** The paths the form's schema requires (none outside a schema-judged form). */
export function useRequiredFields(): ReadonlySet<string> {
  return useContext(RequiredFieldsContext);
}

/** Whether the form's schema requires the field at `source`. */
export function useIsRequired(source: string): boolean {
  return useRequiredFields().has(source);
}
