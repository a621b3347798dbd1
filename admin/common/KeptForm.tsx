import { useEffect, useRef } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { matchPath, useLocation } from 'react-router-dom';
import { adminBasePath } from '../../shared/areas';
import { registerLiveForm, takeKeptForm } from '../auth/keptForms';
import { readSession } from '../auth/session';

/**
 * The form's address without a tab's suffix (a tabbed form's tabs are /products/5, /products/5/1, …), and
 * the record: several forms may share a page (the content blocks).
 */
function useKeptFormKey(): string {
  const { pathname } = useLocation();
  const record = useRecordContext();
  const root =
    matchPath('/:resource/create/*', pathname)?.pathnameBase ??
    matchPath('/:resource/:id/*', pathname)?.pathnameBase ??
    pathname;
  return `${adminBasePath}${root}#${record?.id ?? 'new'}`;
}

/**
 * Issue 27, inside every back office form (AdminForms.tsx): while the form holds unsaved changes it is
 * announced to auth/keptForms.ts, which writes its changed fields down if the session ends under it; and
 * when the same user opens the same form again after signing in, the kept fields come back as unsaved
 * changes (so the leave-page warnings still guard them), with a notice.
 */
export function KeptForm() {
  const form = useFormContext();
  const { isDirty, isSubmitSuccessful, dirtyFields, isReady } = useFormState();
  const key = useKeptFormKey();
  const notify = useNotify();

  // The snapshot is taken when the session ends, outside React: it reads the latest state from here.
  const latest = useRef({ isDirty, isSubmitSuccessful, dirtyFields });
  useEffect(() => {
    latest.current = { isDirty, isSubmitSuccessful, dirtyFields };
  });
  useEffect(
    () =>
      registerLiveForm(key, () => {
        const state = latest.current;
        if (!state.isDirty || state.isSubmitSuccessful) return undefined;
        const values = form.getValues() as Record<string, unknown>;
        return Object.fromEntries(Object.keys(state.dirtyFields).map((name) => [name, values[name]]));
      }),
    [key, form],
  );

  // Once the form has its record's values (react-admin resets it to them first), the kept changes go on top,
  // against the same defaults: they count as unsaved.
  const restored = useRef(false);
  useEffect(() => {
    if (!isReady || restored.current) return;
    restored.current = true;
    const email = readSession()?.user.email;
    const kept = email ? takeKeptForm(key, email) : undefined;
    if (!kept) return;
    form.reset({ ...form.getValues(), ...kept }, { keepDefaultValues: true });
    notify('app.session.restored', { type: 'info' });
  }, [isReady, key, form, notify]);

  return null;
}
