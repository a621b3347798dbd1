import { Create } from 'react-admin';
import { userCreateSchema } from '../../shared/schemas/user';
import { useFormFailure } from '../common/notifications';
import { yupValidate } from '../common/yupValidate';
import { UserInputs } from './UserInputs';
import { AdminSimpleForm } from '../common/AdminForms';

const validate = yupValidate(userCreateSchema);

export function UserCreate() {
  return (
    <Create title="app.users.create" redirect="list" mutationOptions={useFormFailure()}>
      <AdminSimpleForm validate={validate} sx={{ maxWidth: 640 }}>
        <UserInputs mode="create" />
      </AdminSimpleForm>
    </Create>
  );
}
