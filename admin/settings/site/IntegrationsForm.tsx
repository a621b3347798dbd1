import { Alert } from '@mui/material';
import { NumberInput, useTranslate } from 'react-admin';
import { siteSettingsSchema } from '../../../shared/schemas/siteSettings';
import { yupValidate } from '../../common/yupValidate';
import { SingletonForm } from './SingletonForm';
import { KeywordsInput } from './KeywordsInput';
import { ScriptInput } from './ScriptInput';

const validate = yupValidate(siteSettingsSchema);

/** GET/PUT /api/admin/settings/site: the scripts of the public pages and the keywords. Administrators only. */
export function IntegrationsForm() {
  const translate = useTranslate();
  return (
    <SingletonForm resource="settings/site" validate={validate}>
      <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
        {translate('app.settings.integrations_intro')}
      </Alert>
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
    </SingletonForm>
  );
}
