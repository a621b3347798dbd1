import { Create } from 'react-admin';
import { instructorSchema } from '../../shared/schemas/instructor';
import { FormToolbar } from '../catalogue/FormToolbar';
import { schemaFields } from '../catalogue/schemaFields';
import { useFormFailure } from '../common/notifications';
import { validateForm } from '../catalogue/formValues';
import { InstructorInputs } from './InstructorInputs';
import { AdminSimpleForm } from '../common/AdminForms';

const validate = validateForm(instructorSchema);
const transform = schemaFields(instructorSchema, ['photo']);

export function InstructorCreate() {
  return (
    <Create
      transform={transform}
      mutationOptions={useFormFailure()}
      redirect="list"
      title="app.instructors.create_title"
    >
      <AdminSimpleForm
        validate={validate}
        toolbar={<FormToolbar />}
        defaultValues={{ active: 0, product_ids: [] }}
      >
        <InstructorInputs />
      </AdminSimpleForm>
    </Create>
  );
}
