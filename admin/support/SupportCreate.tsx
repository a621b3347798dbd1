import { Alert } from '@mui/material';
import { Create, useTranslate } from 'react-admin';
import { TextInput } from '../common/SchemaInputs';
import { supportLimits, supportPriorities, supportRequestSchema } from '../../shared/schemas/support';
import { useFormFailure } from '../common/notifications';
import { yupValidate } from '../common/yupValidate';
import { AdminSimpleForm } from '../common/AdminForms';
import { RequiredSelectInput } from '../common/RequiredSelectInput';

const validate = yupValidate(supportRequestSchema);

/** Files a support request: subject, message, priority. */
export function SupportCreate() {
  const translate = useTranslate();
  const choices = supportPriorities.map((id) => ({ id, name: translate(`app.support.priorities.${id}`) }));
  return (
    <Create title="app.support.create" redirect="list" mutationOptions={useFormFailure()}>
      <AdminSimpleForm validate={validate} defaultValues={{ priority: 'normal' }} sx={{ maxWidth: 720 }}>
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('app.support.intro')}
        </Alert>
        <TextInput
          source="subject"
          fullWidth
          slotProps={{ htmlInput: { maxLength: supportLimits.subject } }}
        />
        <TextInput source="message" fullWidth multiline minRows={6} />
        <RequiredSelectInput source="priority" choices={choices} />
      </AdminSimpleForm>
    </Create>
  );
}
