import { clientReferenceSchema } from '../../shared/schemas/testimonial';
import { ImageRecordEdit } from '../common/ImageRecordForms';
import { ClientReferenceInputs } from './ClientReferenceInputs';

export function ClientReferenceEdit() {
  return (
    <ImageRecordEdit schema={clientReferenceSchema} image="logo">
      <ClientReferenceInputs />
    </ImageRecordEdit>
  );
}
