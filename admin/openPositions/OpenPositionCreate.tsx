import { openPositionSchema } from '../../shared/schemas/openPosition';
import { RecordCreate } from '../common/ImageRecordForms';
import { OpenPositionInputs } from './OpenPositionInputs';

export function OpenPositionCreate() {
  return (
    <RecordCreate
      schema={openPositionSchema}
      title="app.openPositions.create_title"
      defaultValues={{ active: 1, employment_type: 'full_time', location: '' }}
    >
      <OpenPositionInputs />
    </RecordCreate>
  );
}
