import { Create } from 'react-admin';
import { clientReferenceSchema } from '../../shared/schemas/testimonial';
import { FormToolbar } from '../catalogue/FormToolbar';
import { validateForm } from '../catalogue/formValues';
import { schemaFields } from '../catalogue/schemaFields';
import { AdminSimpleForm } from '../common/AdminForms';
import { useFormFailure } from '../common/notifications';
import { ClientReferenceInputs } from './ClientReferenceInputs';

const validate = validateForm(clientReferenceSchema);
const transform = schemaFields(clientReferenceSchema, ['logo']);

export function ClientReferenceCreate() {
  return (
    <Create
      transform={transform}
      mutationOptions={useFormFailure()}
      redirect="list"
      title="app.clientReferences.create_title"
    >
      <AdminSimpleForm validate={validate} toolbar={<FormToolbar />} defaultValues={{ active: 1 }}>
        <ClientReferenceInputs />
      </AdminSimpleForm>
    </Create>
  );
}
