import { SaveButton, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { AdminEdit } from '../common/AdminEdit';
import { userUpdateSchema } from '../../shared/schemas/user';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { yupValidate } from '../common/yupValidate';
import { ResetPasswordButton } from './ResetPasswordButton';
import { ResetTwoStepButton } from './ResetTwoStepButton';
import { UserInputs } from './UserInputs';
import { AdminSimpleForm } from '../common/AdminForms';

const validate = yupValidate(userUpdateSchema);

function UserTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{translate('app.users.edit', { name: record?.name ?? '' })}</>;
}

function UserToolbar() {
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton />
      <ResetPasswordButton />
      <ResetTwoStepButton />
      <span style={{ flex: 1 }} />
      <ConfirmDeleteButton redirect="list" />
    </Toolbar>
  );
}

export function UserEdit() {
  return (
    <AdminEdit title={<UserTitle />} redirect="list">
      <AdminSimpleForm validate={validate} toolbar={<UserToolbar />} sx={{ maxWidth: 640 }}>
        <UserInputs mode="edit" />
      </AdminSimpleForm>
    </AdminEdit>
  );
}
