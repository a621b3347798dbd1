import { Create } from 'react-admin';
import { testimonialSchema } from '../../shared/schemas/testimonial';
import { FormToolbar } from '../catalogue/FormToolbar';
import { validateForm } from '../catalogue/formValues';
import { schemaFields } from '../catalogue/schemaFields';
import { AdminSimpleForm } from '../common/AdminForms';
import { useFormFailure } from '../common/notifications';
import { TestimonialInputs } from './TestimonialInputs';

const validate = validateForm(testimonialSchema);
const transform = schemaFields(testimonialSchema, ['image']);

export function TestimonialCreate() {
  return (
    <Create
      transform={transform}
      mutationOptions={useFormFailure()}
      redirect="list"
      title="app.testimonials.create_title"
    >
      <AdminSimpleForm validate={validate} toolbar={<FormToolbar />} defaultValues={{ active: 1 }}>
        <TestimonialInputs />
      </AdminSimpleForm>
    </Create>
  );
}
