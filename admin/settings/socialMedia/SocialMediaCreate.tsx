import { socialMediaSchema } from '../../../shared/schemas/socialMedia';
import { yupValidate } from '../../common/yupValidate';
import { SettingsItemCreate } from '../SettingsItemForms';
import { SocialMediaInputs } from './SocialMediaInputs';

const validate = yupValidate(socialMediaSchema);

export function SocialMediaCreate() {
  return (
    <SettingsItemCreate title="app.settings.social_create" validate={validate}>
      <SocialMediaInputs />
    </SettingsItemCreate>
  );
}
