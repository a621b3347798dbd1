import { testimonialSchema } from '../../shared/schemas/testimonial';
import { FormToolbar } from '../catalogue/FormToolbar';
import { validateForm } from '../catalogue/formValues';
import { schemaFields } from '../catalogue/schemaFields';
import { AdminSimpleForm } from '../common/AdminForms';
import { ContentEdit } from '../common/ContentEdit';
import { TestimonialInputs } from './TestimonialInputs';

const validate = validateForm(testimonialSchema);
const transform = schemaFields(testimonialSchema, ['image']);

export function TestimonialEdit() {
  return (
    <ContentEdit transform={transform}>
      <AdminSimpleForm validate={validate} toolbar={<FormToolbar deletable />}>
        <TestimonialInputs />
      </AdminSimpleForm>
    </ContentEdit>
  );
}
