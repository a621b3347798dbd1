import { instructorSchema } from '../../shared/schemas/instructor';
import { PublicPageActions } from '../common/PublicPageButtons';
import { ImageRecordEdit } from '../common/ImageRecordForms';
import { InstructorInputs } from './InstructorInputs';

export function InstructorEdit() {
  return (
    <ImageRecordEdit schema={instructorSchema} image="photo" actions={<PublicPageActions />}>
      <InstructorInputs />
    </ImageRecordEdit>
  );
}
