import { Create } from 'react-admin';
import { brandSchema } from '../../shared/schemas/brand';
import { FormToolbar } from '../catalogue/FormToolbar';
import { schemaFields } from '../catalogue/schemaFields';
import { useFormFailure } from '../common/notifications';
import { validateForm } from '../catalogue/formValues';
import { BrandInputs } from './BrandInputs';
import { AdminSimpleForm } from '../common/AdminForms';

const validate = validateForm(brandSchema);
const transform = schemaFields(brandSchema, ['logo']);

export function BrandCreate() {
  return (
    <Create
      transform={transform}
      mutationOptions={useFormFailure()}
      redirect="list"
      title="app.brands.create_title"
    >
      <AdminSimpleForm validate={validate} toolbar={<FormToolbar />} defaultValues={{ active: 1 }}>
        <BrandInputs />
      </AdminSimpleForm>
    </Create>
  );
}
