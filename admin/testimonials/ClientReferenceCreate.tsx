import { clientReferenceSchema } from '../../shared/schemas/testimonial';
import { ImageRecordCreate } from '../common/ImageRecordForms';
import { ClientReferenceInputs } from './ClientReferenceInputs';

export function ClientReferenceCreate() {
  return (
    <ImageRecordCreate schema={clientReferenceSchema} image="logo" title="app.clientReferences.create_title">
      <ClientReferenceInputs />
    </ImageRecordCreate>
  );
}
