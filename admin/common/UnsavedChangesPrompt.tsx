import { useEffect } from 'react';
import { useBlocker, useTranslate } from 'react-admin';
import { type Control, useFormState } from 'react-hook-form';

interface UnsavedChangesPromptProps {
  enable?: boolean;
  /** A tabbed form's root: moving between its tabs is not leaving it. */
  formRootPathName?: string;
  formControl?: Control;
}

/*
 * react-admin's WarnWhenUnsavedChanges, with one difference: it asks once for every navigation the form
 * holds back, not once for every change of the blocker's state. After "Cancel", a menu click that came before
 * React had drawn the released blocker was held again while the state React saw stayed "blocked", so
 * react-admin's effect never ran again: no question, and every later click held silently, the user stuck on
 * the form until a reload (seen in the browser suite on a slow host). Each held navigation has its own
 * location object, so keying on it asks again every time. Unlike react-admin's, it adds no leave-page
 * (beforeunload) listener: AdminForms' LeavePageGuard is that one, and it stays quiet when the session ends
 * and the browser goes to the login screen with the edits kept.
 */
export function UnsavedChangesPrompt({
  enable = true,
  formRootPathName,
  formControl,
}: UnsavedChangesPromptProps) {
  const translate = useTranslate();
  const { isSubmitSuccessful, dirtyFields } = useFormState(
    formControl ? { control: formControl } : undefined,
  );
  const safeToLeave = !enable || Object.keys(dirtyFields).length === 0 || isSubmitSuccessful;

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (safeToLeave) return false;
    const formRoot = formRootPathName || currentLocation.pathname;
    const staysInForm =
      nextLocation.pathname.startsWith(formRoot) && !nextLocation.pathname.startsWith(`${formRoot}/show`);
    return !staysInForm;
  });

  const heldLocation = blocker.state === 'blocked' ? blocker.location : undefined;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // A save or delete that succeeds resets the form as it redirects, which the block may see a tick late.
    if (safeToLeave || window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed();
    else blocker.reset();
    // Keyed on the held navigation, not on the blocker's functions or its state (see above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [heldLocation, safeToLeave, translate]);

  return null;
}
