import type { ReactNode } from 'react';
import { Edit, type ValidateForm } from 'react-admin';
import { useFormFailure } from '../../common/notifications';
import { AdminSimpleForm, SaveOnlyToolbar } from '../../common/AdminForms';

/**
 * The edit form of a one-record resource (settings/site, settings/company): no list, no delete, saved in
 * place. The record id is the path's last segment, which the data provider's singleton entries ignore.
 */
export function SingletonForm({
  resource,
  validate,
  children,
}: {
  resource: string;
  validate: ValidateForm;
  children: ReactNode;
}) {
  return (
    <Edit
      resource={resource}
      id={resource.split('/').pop()}
      title={false}
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={useFormFailure()}
      actions={false}
      sx={{ '& .RaEdit-main': { mt: 0 } }}
    >
      <AdminSimpleForm validate={validate} toolbar={<SaveOnlyToolbar />}>
        {children}
      </AdminSimpleForm>
    </Edit>
  );
}
