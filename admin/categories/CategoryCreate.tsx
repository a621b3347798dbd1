import { categorySchema } from '../../shared/schemas/category';
import { RecordCreate } from '../common/ImageRecordForms';
import { CategoryInputs } from './CategoryInputs';
import { categorySections } from './categoryChoices';

export function CategoryCreate() {
  return (
    <RecordCreate
      schema={categorySchema}
      title="app.categories.create_title"
      defaultValues={{ section: categorySections[0].id, active: 1 }}
    >
      <CategoryInputs />
    </RecordCreate>
  );
}
