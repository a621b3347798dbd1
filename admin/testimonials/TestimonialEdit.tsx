import { testimonialSchema } from '../../shared/schemas/testimonial';
import { ImageRecordEdit } from '../common/ImageRecordForms';
import { TestimonialInputs } from './TestimonialInputs';

export function TestimonialEdit() {
  return (
    <ImageRecordEdit schema={testimonialSchema} image="image">
      <TestimonialInputs />
    </ImageRecordEdit>
  );
}
