import type { ReactNode } from 'react';
import { Create, type TransformData, type ValidateForm } from 'react-admin';
import { AdminEdit } from '../common/AdminEdit';
import { AdminSimpleForm } from '../common/AdminForms';
import { useFormFailure } from '../common/notifications';

interface SettingsItemFormProps {
  title: string;
  validate: ValidateForm;
  /** What the API reads, when the form's values are not it as they are. */
  transform?: TransformData;
  children: ReactNode;
}

/** A new item of a settings list (contact information, social media), back to the list once saved. */
export function SettingsItemCreate({
  title,
  validate,
  transform,
  defaultValues,
  children,
}: SettingsItemFormProps & { defaultValues?: Record<string, unknown> }) {
  return (
    <Create title={title} redirect="list" transform={transform} mutationOptions={useFormFailure()}>
      <AdminSimpleForm validate={validate} defaultValues={defaultValues} sx={{ maxWidth: 640 }}>
        {children}
      </AdminSimpleForm>
    </Create>
  );
}

/** An item of a settings list, saved pessimistically (the server's field errors land under the fields). */
export function SettingsItemEdit({ title, validate, transform, children }: SettingsItemFormProps) {
  return (
    <AdminEdit title={title} redirect="list" transform={transform}>
      <AdminSimpleForm validate={validate} sx={{ maxWidth: 640 }}>
        {children}
      </AdminSimpleForm>
    </AdminEdit>
  );
}
