import { clientReferenceSchema } from '../../shared/schemas/testimonial';
import { FormToolbar } from '../catalogue/FormToolbar';
import { validateForm } from '../catalogue/formValues';
import { schemaFields } from '../catalogue/schemaFields';
import { AdminSimpleForm } from '../common/AdminForms';
import { ContentEdit } from '../common/ContentEdit';
import { ClientReferenceInputs } from './ClientReferenceInputs';

const validate = validateForm(clientReferenceSchema);
const transform = schemaFields(clientReferenceSchema, ['logo']);

export function ClientReferenceEdit() {
  return (
    <ContentEdit transform={transform}>
      <AdminSimpleForm validate={validate} toolbar={<FormToolbar deletable />}>
        <ClientReferenceInputs />
      </AdminSimpleForm>
    </ContentEdit>
  );
}
