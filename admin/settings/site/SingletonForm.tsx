import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type ValidateForm } from 'react-admin';
import { AdminEdit } from '../../common/AdminEdit';
import { AdminSimpleForm, SaveOnlyToolbar } from '../../common/AdminForms';

/**
 * The edit form of a one-record resource (settings/site, settings/company): no list, no delete, saved in
 * place. The record id is the path's last segment, which the data provider's singleton entries ignore.
 * `intro` (a translation key): what the settings do, in an info box above the inputs.
 */
export function SingletonForm({
  resource,
  validate,
  intro,
  children,
}: {
  resource: string;
  validate: ValidateForm;
  intro?: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <AdminEdit
      resource={resource}
      id={resource.split('/').pop()}
      title={false}
      redirect={false}
      redirectOnNotFound={false}
      loadFailedMessage="app.common.settings_load_error"
      actions={false}
      sx={{ '& .RaEdit-main': { mt: 0 } }}
    >
      <AdminSimpleForm validate={validate} toolbar={<SaveOnlyToolbar />}>
        {intro && (
          <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
            {translate(intro)}
          </Alert>
        )}
        {children}
      </AdminSimpleForm>
    </AdminEdit>
  );
}
