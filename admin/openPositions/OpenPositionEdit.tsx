import { Edit } from 'react-admin';
import { openPositionSchema } from '../../shared/schemas/openPosition';
import { FormToolbar } from '../catalogue/FormToolbar';
import { validateForm } from '../catalogue/formValues';
import { schemaFields } from '../catalogue/schemaFields';
import { useFormFailure } from '../common/notifications';
import { OpenPositionInputs } from './OpenPositionInputs';
import { AdminSimpleForm } from '../common/AdminForms';
import { TrashedBanner } from '../common/TrashedBanner';

const validate = validateForm(openPositionSchema);
const transform = schemaFields(openPositionSchema);

export function OpenPositionEdit() {
  return (
    <Edit transform={transform} mutationMode="pessimistic" mutationOptions={useFormFailure()} redirect="list">
      <TrashedBanner />
      <AdminSimpleForm validate={validate} toolbar={<FormToolbar deletable />}>
        <OpenPositionInputs />
      </AdminSimpleForm>
    </Edit>
  );
}
