import { Edit } from 'react-admin';
import { categorySchema } from '../../shared/schemas/category';
import { FormToolbar } from '../catalogue/FormToolbar';
import { schemaFields } from '../catalogue/schemaFields';
import { useFormFailure } from '../common/notifications';
import { validateForm } from '../catalogue/formValues';
import { CategoryInputs } from './CategoryInputs';
import { AdminSimpleForm } from '../common/AdminForms';
import { TrashedBanner } from '../common/TrashedBanner';

const validate = validateForm(categorySchema);
const transform = schemaFields(categorySchema);

export function CategoryEdit() {
  return (
    <Edit transform={transform} mutationMode="pessimistic" mutationOptions={useFormFailure()} redirect="list">
      <TrashedBanner />
      <AdminSimpleForm validate={validate} toolbar={<FormToolbar deletable />}>
        <CategoryInputs />
      </AdminSimpleForm>
    </Edit>
  );
}
