import { Edit, SimpleForm } from 'react-admin';
import { brandSchema } from '../../shared/schemas/brand';
import { FormToolbar } from '../catalogue/FormToolbar';
import { schemaFields } from '../catalogue/schemaFields';
import { useFormFailure } from '../common/notifications';
import { validateForm } from '../catalogue/formValues';
import { BrandInputs } from './BrandInputs';

const validate = validateForm(brandSchema);
const transform = schemaFields(brandSchema, ['logo']);

export function BrandEdit() {
  return (
    <Edit transform={transform} mutationMode="pessimistic" mutationOptions={useFormFailure()} redirect="list">
      <SimpleForm validate={validate} toolbar={<FormToolbar deletable />}>
        <BrandInputs />
      </SimpleForm>
    </Edit>
  );
}
