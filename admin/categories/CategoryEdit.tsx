import { Edit, SimpleForm } from 'react-admin';
import { categorySchema } from '../../shared/schemas/category';
import { FormToolbar } from '../catalogue/FormToolbar';
import { schemaFields } from '../catalogue/schemaFields';
import { useFormFailure } from '../common/notifications';
import { validateForm } from '../catalogue/formValues';
import { CategoryInputs } from './CategoryInputs';

const validate = validateForm(categorySchema);
const transform = schemaFields(categorySchema);

export function CategoryEdit() {
  return (
    <Edit transform={transform} mutationMode="pessimistic" mutationOptions={useFormFailure()} redirect="list">
      <SimpleForm validate={validate} toolbar={<FormToolbar deletable />}>
        <CategoryInputs />
      </SimpleForm>
    </Edit>
  );
}
