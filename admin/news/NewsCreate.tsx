import { Create } from 'react-admin';
import { newsSchema } from '../../shared/schemas/news';
import { FormToolbar } from '../catalogue/FormToolbar';
import { schemaFields } from '../catalogue/schemaFields';
import { useFormFailure } from '../common/notifications';
import { validateForm } from '../catalogue/formValues';
import { NewsInputs } from './NewsInputs';
import { AdminSimpleForm } from '../common/AdminForms';

const validate = validateForm(newsSchema);
const transform = schemaFields(newsSchema, ['image']);

export function NewsCreate() {
  return (
    <Create
      transform={transform}
      mutationOptions={useFormFailure()}
      redirect="list"
      title="app.news.create_title"
    >
      <AdminSimpleForm validate={validate} toolbar={<FormToolbar />} defaultValues={{ active: 1 }}>
        <NewsInputs />
      </AdminSimpleForm>
    </Create>
  );
}
