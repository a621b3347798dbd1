import { Create } from 'react-admin';
import { contactInformationSchema } from '../../../shared/schemas/contactInformation';
import { defaultLanguage } from '../../../shared/types';
import { useFormFailure } from '../../common/notifications';
import { yupValidate } from '../../common/yupValidate';
import { ContactInformationInputs } from './ContactInformationInputs';
import { toWire } from './toWire';
import { AdminSimpleForm } from '../../common/AdminForms';

const validate = yupValidate(contactInformationSchema);

export function ContactInformationCreate() {
  return (
    <Create
      title="app.settings.contact_create"
      redirect="list"
      transform={toWire}
      mutationOptions={useFormFailure()}
    >
      <AdminSimpleForm
        validate={validate}
        defaultValues={{ section: 'telefon', lang: defaultLanguage }}
        sx={{ maxWidth: 640 }}
      >
        <ContactInformationInputs />
      </AdminSimpleForm>
    </Create>
  );
}
