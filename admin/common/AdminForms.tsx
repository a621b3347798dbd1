import { useEffect } from 'react';
import type { ReactNode } from 'react';
import {
  SaveButton,
  SimpleForm,
  type SimpleFormProps,
  TabbedForm,
  type TabbedFormProps,
  TabbedFormTabs,
  Toolbar,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { RecordHistory } from '../auditLog/RecordHistory';
import { isLeavingForSignIn } from '../auth/sessionEnd';
import { FocusFirstError } from './FocusFirstError';
import { KeptForm } from './KeptForm';
import { scrollingTabsProps } from './narrowScreens';
import { RequiredFields } from './requiredFields';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';

/*
 * Every back office form (issue 14): the browser's own validation is off (noValidate), so e-mail, URL and
 * number fields answer with our Turkish messages instead of the browser's English bubbles; and unsaved edits
 * are not lost without a warning — react-admin's warnWhenUnsavedChanges for a move inside the panel (a menu
 * click, the back button), asked by our UnsavedChangesPrompt, which asks again after "Cancel" every time; the
 * browser's leave-page prompt for a reload or a closed tab; nor when the session ends under them (issue 27):
 * they are kept and come back after signing in again (KeptForm.tsx).
 * Fields the form's schema requires are marked in their labels (requiredFields.tsx).
 */

/** Asks the browser to confirm leaving the page while the form holds unsaved edits. */
function LeavePageGuard() {
  const { isDirty, isSubmitSuccessful } = useFormState();
  const guard = isDirty && !isSubmitSuccessful;
  useEffect(() => {
    if (!guard) return;
    const warn = (event: BeforeUnloadEvent) => {
      // The session has ended and the browser is going to the login screen: the edits are kept (KeptForm).
      if (isLeavingForSignIn()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guard]);
  return null;
}

/** The form's toolbar (react-admin's by default) with the guards beside it, inside the form's context. */
const guarded = (toolbar: ReactNode) => (
  <>
    {toolbar === false ? null : (toolbar ?? <Toolbar />)}
    <LeavePageGuard />
    <FocusFirstError />
    <KeptForm />
  </>
);

/** Our messages instead of the browser's bubbles, and a question before unsaved edits are left behind. */
const formChecks = {
  noValidate: true,
  warnWhenUnsavedChanges: true,
  WarnWhenUnsavedChangesComponent: UnsavedChangesPrompt,
} as const;

/*
 * Around the form: the schema's required fields handed to its inputs, and on an edit screen, or a form given
 * a saved record (the content blocks), the record's own Kayıt Geçmişi after it; RecordHistory shows nothing
 * on a create form.
 */
const framed = ({ validate, record }: SimpleFormProps | TabbedFormProps, form: ReactNode) => (
  <>
    <RequiredFields validate={validate}>{form}</RequiredFields>
    <RecordHistory recordId={record?.id} />
  </>
);

export const AdminSimpleForm = ({ toolbar, ...props }: SimpleFormProps) =>
  framed(props, <SimpleForm {...formChecks} {...props} toolbar={guarded(toolbar)} />);

// react-admin's tab row does not scroll: on a phone the course form's last tabs (Görseller, SEO) were cut off.
const scrollingTabs = <TabbedFormTabs {...scrollingTabsProps} />;

export const AdminTabbedForm = ({ toolbar, ...props }: TabbedFormProps) =>
  framed(props, <TabbedForm {...formChecks} tabs={scrollingTabs} {...props} toolbar={guarded(toolbar)} />);
AdminTabbedForm.Tab = TabbedForm.Tab;

/** Kaydet alone, without Sil: the toolbar of a record the panel never deletes (a setting, a page's meta, a language). */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
