import { contactInformationSchema } from '../../../shared/schemas/contactInformation';
import { yupValidate } from '../../common/yupValidate';
import { SettingsItemEdit } from '../SettingsItemForms';
import { ContactInformationInputs } from './ContactInformationInputs';
import { toWire } from './toWire';

const validate = yupValidate(contactInformationSchema);

export function ContactInformationEdit() {
  return (
    <SettingsItemEdit title="app.settings.contact_edit" validate={validate} transform={toWire}>
      <ContactInformationInputs />
    </SettingsItemEdit>
  );
}
