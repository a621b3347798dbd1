import { BooleanInput } from 'react-admin';
import { securitySettingsSchema } from '../../../shared/schemas/twoStep';
import { yupValidate } from '../../common/yupValidate';
import { SingletonForm } from '../site/SingletonForm';

const validate = yupValidate(securitySettingsSchema);

/**
 * GET/PUT /api/admin/settings/security (issue 27): whether administrators must use two-step sign-in. The
 * server refuses to turn it on for someone who has not turned it on for themselves.
 */
export function SecurityForm() {
  return (
    <SingletonForm
      resource="settings/security"
      validate={validate}
      intro="app.two_step.required_for_admins_hint"
    >
      <BooleanInput
        source="two_step_required_for_admins"
        label="resources.settings/security.fields.two_step_required_for_admins"
      />
    </SingletonForm>
  );
}
