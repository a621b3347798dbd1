import { Create, SimpleForm } from 'react-admin';
import { contactInformationSchema } from '../../../shared/schemas/contactInformation';
import { defaultLanguage } from '../../../shared/types';
import { useFormFailure } from '../../common/notifications';
import { yupValidate } from '../../common/yupValidate';
import { ContactInformationInputs } from './ContactInformationInputs';
import { toWire } from './toWire';

const validate = yupValidate(contactInformationSchema);

export function ContactInformationCreate() {
  return (
    <Create
      title="app.settings.contact_create"
      redirect="list"
      transform={toWire}
      mutationOptions={useFormFailure()}
    >
      <SimpleForm
        validate={validate}
        defaultValues={{ section: 'telefon', lang: defaultLanguage }}
        sx={{ maxWidth: 640 }}
      >
        <ContactInformationInputs />
      </SimpleForm>
    </Create>
  );
}
