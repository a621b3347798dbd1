import { socialMediaSchema } from '../../../shared/schemas/socialMedia';
import { yupValidate } from '../../common/yupValidate';
import { SettingsItemEdit } from '../SettingsItemForms';
import { SocialMediaInputs } from './SocialMediaInputs';

const validate = yupValidate(socialMediaSchema);

/** SPEC §7 PUT (id, uri): the name travels too, the server keeps whatever is left out. */
const toWire = ({ name, uri }: Record<string, unknown>) => ({ name, uri });

export function SocialMediaEdit() {
  return (
    <SettingsItemEdit title="app.settings.social_edit" validate={validate} transform={toWire}>
      <SocialMediaInputs />
    </SettingsItemEdit>
  );
}
