import { Create } from 'react-admin';
import { categorySchema } from '../../shared/schemas/category';
import { FormToolbar } from '../catalogue/FormToolbar';
import { schemaFields } from '../catalogue/schemaFields';
import { useFormFailure } from '../common/notifications';
import { validateForm } from '../catalogue/formValues';
import { CategoryInputs } from './CategoryInputs';
import { categorySections } from './categoryChoices';
import { AdminSimpleForm } from '../common/AdminForms';

const validate = validateForm(categorySchema);
const transform = schemaFields(categorySchema);

export function CategoryCreate() {
  return (
    <Create
      transform={transform}
      mutationOptions={useFormFailure()}
      redirect="list"
      title="app.categories.create_title"
    >
      <AdminSimpleForm
        validate={validate}
        toolbar={<FormToolbar />}
        defaultValues={{ section: categorySections[0].id, active: 1 }}
      >
        <CategoryInputs />
      </AdminSimpleForm>
    </Create>
  );
}
