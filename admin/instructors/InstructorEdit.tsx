import { instructorSchema } from '../../shared/schemas/instructor';
import { FormToolbar } from '../catalogue/FormToolbar';
import { schemaFields } from '../catalogue/schemaFields';
import { validateForm } from '../catalogue/formValues';
import { InstructorInputs } from './InstructorInputs';
import { AdminSimpleForm } from '../common/AdminForms';
import { PublicPageActions } from '../common/PublicPageButtons';
import { ContentEdit } from '../common/ContentEdit';

const validate = validateForm(instructorSchema);
const transform = schemaFields(instructorSchema, ['photo']);

export function InstructorEdit() {
  return (
    <ContentEdit transform={transform} actions={<PublicPageActions />}>
      <AdminSimpleForm validate={validate} toolbar={<FormToolbar deletable />}>
        <InstructorInputs />
      </AdminSimpleForm>
    </ContentEdit>
  );
}
