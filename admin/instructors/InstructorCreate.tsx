import { instructorSchema } from '../../shared/schemas/instructor';
import { ImageRecordCreate } from '../common/ImageRecordForms';
import { InstructorInputs } from './InstructorInputs';

export function InstructorCreate() {
  return (
    <ImageRecordCreate
      schema={instructorSchema}
      image="photo"
      title="app.instructors.create_title"
      defaultValues={{ active: 0, product_ids: [] }}
    >
      <InstructorInputs />
    </ImageRecordCreate>
  );
}
