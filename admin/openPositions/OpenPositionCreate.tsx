import { Create } from 'react-admin';
import { openPositionSchema } from '../../shared/schemas/openPosition';
import { FormToolbar } from '../catalogue/FormToolbar';
import { validateForm } from '../catalogue/formValues';
import { schemaFields } from '../catalogue/schemaFields';
import { useFormFailure } from '../common/notifications';
import { OpenPositionInputs } from './OpenPositionInputs';
import { AdminSimpleForm } from '../common/AdminForms';

const validate = validateForm(openPositionSchema);
const transform = schemaFields(openPositionSchema);

export function OpenPositionCreate() {
  return (
    <Create
      transform={transform}
      mutationOptions={useFormFailure()}
      redirect="list"
      title="app.openPositions.create_title"
    >
      <AdminSimpleForm
        validate={validate}
        toolbar={<FormToolbar />}
        defaultValues={{ active: 1, employment_type: 'full_time', location: '' }}
      >
        <OpenPositionInputs />
      </AdminSimpleForm>
    </Create>
  );
}
