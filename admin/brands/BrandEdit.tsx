import { brandSchema } from '../../shared/schemas/brand';
import { FormToolbar } from '../catalogue/FormToolbar';
import { schemaFields } from '../catalogue/schemaFields';
import { validateForm } from '../catalogue/formValues';
import { BrandInputs } from './BrandInputs';
import { AdminSimpleForm } from '../common/AdminForms';
import { ContentEdit } from '../common/ContentEdit';

const validate = validateForm(brandSchema);
const transform = schemaFields(brandSchema, ['logo']);

export function BrandEdit() {
  return (
    <ContentEdit transform={transform}>
      <AdminSimpleForm validate={validate} toolbar={<FormToolbar deletable />}>
        <BrandInputs />
      </AdminSimpleForm>
    </ContentEdit>
  );
}
