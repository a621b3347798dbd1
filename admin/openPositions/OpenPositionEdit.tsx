import { openPositionSchema } from '../../shared/schemas/openPosition';
import { RecordEdit } from '../common/ImageRecordForms';
import { OpenPositionInputs } from './OpenPositionInputs';

export function OpenPositionEdit() {
  return (
    <RecordEdit schema={openPositionSchema}>
      <OpenPositionInputs />
    </RecordEdit>
  );
}
