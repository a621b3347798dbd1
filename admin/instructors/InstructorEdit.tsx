import { Edit, TopToolbar } from 'react-admin';
import { instructorSchema } from '../../shared/schemas/instructor';
import { FormToolbar } from '../catalogue/FormToolbar';
import { schemaFields } from '../catalogue/schemaFields';
import { useFormFailure } from '../common/notifications';
import { validateForm } from '../catalogue/formValues';
import { InstructorInputs } from './InstructorInputs';
import { AdminSimpleForm } from '../common/AdminForms';
import { PublicPageButtons } from '../common/PublicPageButtons';
import { TrashedBanner } from '../common/TrashedBanner';

const validate = validateForm(instructorSchema);
const transform = schemaFields(instructorSchema, ['photo']);

export function InstructorEdit() {
  return (
    <Edit
      transform={transform}
      mutationMode="pessimistic"
      mutationOptions={useFormFailure()}
      redirect="list"
      actions={
        <TopToolbar>
          <PublicPageButtons />
        </TopToolbar>
      }
    >
      <TrashedBanner />
      <AdminSimpleForm validate={validate} toolbar={<FormToolbar deletable />}>
        <InstructorInputs />
      </AdminSimpleForm>
    </Edit>
  );
}
