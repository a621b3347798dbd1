import { contactInformationSchema } from '../../../shared/schemas/contactInformation';
import { defaultLanguage } from '../../../shared/types';
import { yupValidate } from '../../common/yupValidate';
import { SettingsItemCreate } from '../SettingsItemForms';
import { ContactInformationInputs } from './ContactInformationInputs';
import { toWire } from './toWire';

const validate = yupValidate(contactInformationSchema);

export function ContactInformationCreate() {
  return (
    <SettingsItemCreate
      title="app.settings.contact_create"
      validate={validate}
      transform={toWire}
      defaultValues={{ section: 'telefon', lang: defaultLanguage }}
    >
      <ContactInformationInputs />
    </SettingsItemCreate>
  );
}
