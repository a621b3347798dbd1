import { Edit } from 'react-admin';
import { brandSchema } from '../../shared/schemas/brand';
import { FormToolbar } from '../catalogue/FormToolbar';
import { schemaFields } from '../catalogue/schemaFields';
import { useFormFailure } from '../common/notifications';
import { validateForm } from '../catalogue/formValues';
import { BrandInputs } from './BrandInputs';
import { AdminSimpleForm } from '../common/AdminForms';
import { TrashedBanner } from '../common/TrashedBanner';

const validate = validateForm(brandSchema);
const transform = schemaFields(brandSchema, ['logo']);

export function BrandEdit() {
  return (
    <Edit transform={transform} mutationMode="pessimistic" mutationOptions={useFormFailure()} redirect="list">
      <TrashedBanner />
      <AdminSimpleForm validate={validate} toolbar={<FormToolbar deletable />}>
        <BrandInputs />
      </AdminSimpleForm>
    </Edit>
  );
}
