import { Alert } from '@mui/material';
import { BooleanInput, useTranslate } from 'react-admin';
import { securitySettingsSchema } from '../../../shared/schemas/twoStep';
import { yupValidate } from '../../common/yupValidate';
import { SingletonForm } from '../site/SingletonForm';

const validate = yupValidate(securitySettingsSchema);

/**
 * GET/PUT /api/admin/settings/security (issue 27): whether administrators must use two-step sign-in. The
 * server refuses to turn it on for someone who has not turned it on for themselves.
 */
export function SecurityForm() {
  const translate = useTranslate();
  return (
    <SingletonForm resource="settings/security" validate={validate}>
      <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
        {translate('app.two_step.required_for_admins_hint')}
      </Alert>
      <BooleanInput
        source="two_step_required_for_admins"
        label="resources.settings/security.fields.two_step_required_for_admins"
      />
    </SingletonForm>
  );
}
