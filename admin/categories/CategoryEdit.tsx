import { categorySchema } from '../../shared/schemas/category';
import { FormToolbar } from '../catalogue/FormToolbar';
import { schemaFields } from '../catalogue/schemaFields';
import { validateForm } from '../catalogue/formValues';
import { CategoryInputs } from './CategoryInputs';
import { AdminSimpleForm } from '../common/AdminForms';
import { ContentEdit } from '../common/ContentEdit';

const validate = validateForm(categorySchema);
const transform = schemaFields(categorySchema);

export function CategoryEdit() {
  return (
    <ContentEdit transform={transform}>
      <AdminSimpleForm validate={validate} toolbar={<FormToolbar deletable />}>
        <CategoryInputs />
      </AdminSimpleForm>
    </ContentEdit>
  );
}
