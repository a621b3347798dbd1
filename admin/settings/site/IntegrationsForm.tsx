import { CheckboxGroupInput, NumberInput } from 'react-admin';
import {
  mailableStatuses,
  maxWaitlistHoldHours,
  siteSettingsSchema,
} from '../../../shared/schemas/siteSettings';
import { yupValidate } from '../../common/yupValidate';
import { SingletonForm } from './SingletonForm';
import { KeywordsInput } from './KeywordsInput';
import { ScriptInput } from './ScriptInput';

const validate = yupValidate(siteSettingsSchema);

const statusChoices = mailableStatuses.map((status) => ({
  id: status,
  name: `app.preRegistrations.statuses.${status}`,
}));

/**
 * GET/PUT /api/admin/settings/site: the scripts of the public pages, the keywords, the trash's period and,
 * since issue 29, the waiting list's hold and the pre-registration statuses that e-mail the visitor.
 * Administrators only.
 */
export function IntegrationsForm() {
  return (
    <SingletonForm resource="settings/site" validate={validate} intro="app.settings.integrations_intro">
      <ScriptInput source="google_script" />
      <ScriptInput source="yandex_script" />
      <ScriptInput source="fb_pixel_script" />
      <KeywordsInput source="keywords" label="resources.settings/site.fields.keywords" />
      <NumberInput
        source="trash_retention_days"
        min={1}
        max={365}
        step={1}
        helperText="app.settings.trash_retention_hint"
        sx={{ mt: 2 }}
      />
      <NumberInput
        source="waitlist_hold_hours"
        min={1}
        max={maxWaitlistHoldHours}
        step={1}
        helperText="app.settings.waitlist_hold_hint"
        sx={{ mt: 2 }}
      />
      <CheckboxGroupInput
        source="confirmation_mail_statuses"
        choices={statusChoices}
        helperText="app.settings.confirmation_mail_hint"
        sx={{ mt: 2 }}
      />
    </SingletonForm>
  );
}
