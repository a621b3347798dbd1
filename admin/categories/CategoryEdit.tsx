import { categorySchema } from '../../shared/schemas/category';
import { RecordEdit } from '../common/ImageRecordForms';
import { CategoryInputs } from './CategoryInputs';

export function CategoryEdit() {
  return (
    <RecordEdit schema={categorySchema}>
      <CategoryInputs />
    </RecordEdit>
  );
}
