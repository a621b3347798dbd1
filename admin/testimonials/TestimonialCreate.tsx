import { testimonialSchema } from '../../shared/schemas/testimonial';
import { ImageRecordCreate } from '../common/ImageRecordForms';
import { TestimonialInputs } from './TestimonialInputs';

export function TestimonialCreate() {
  return (
    <ImageRecordCreate schema={testimonialSchema} image="image" title="app.testimonials.create_title">
      <TestimonialInputs />
    </ImageRecordCreate>
  );
}
