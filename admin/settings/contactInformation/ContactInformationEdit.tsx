import { Edit } from 'react-admin';
import { contactInformationSchema } from '../../../shared/schemas/contactInformation';
import { useFormFailure } from '../../common/notifications';
import { yupValidate } from '../../common/yupValidate';
import { ContactInformationInputs } from './ContactInformationInputs';
import { toWire } from './toWire';
import { AdminSimpleForm } from '../../common/AdminForms';

const validate = yupValidate(contactInformationSchema);

export function ContactInformationEdit() {
  return (
    <Edit
      title="app.settings.contact_edit"
      redirect="list"
      mutationMode="pessimistic"
      transform={toWire}
      mutationOptions={useFormFailure()}
    >
      <AdminSimpleForm validate={validate} sx={{ maxWidth: 640 }}>
        <ContactInformationInputs />
      </AdminSimpleForm>
    </Edit>
  );
}
