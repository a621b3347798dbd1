import { openPositionSchema } from '../../shared/schemas/openPosition';
import { FormToolbar } from '../catalogue/FormToolbar';
import { validateForm } from '../catalogue/formValues';
import { schemaFields } from '../catalogue/schemaFields';
import { OpenPositionInputs } from './OpenPositionInputs';
import { AdminSimpleForm } from '../common/AdminForms';
import { ContentEdit } from '../common/ContentEdit';

const validate = validateForm(openPositionSchema);
const transform = schemaFields(openPositionSchema);

export function OpenPositionEdit() {
  return (
    <ContentEdit transform={transform}>
      <AdminSimpleForm validate={validate} toolbar={<FormToolbar deletable />}>
        <OpenPositionInputs />
      </AdminSimpleForm>
    </ContentEdit>
  );
}
