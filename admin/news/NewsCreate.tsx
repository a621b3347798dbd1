import { Create } from 'react-admin';
import { newsSchema } from '../../shared/schemas/news';
import { FormToolbar } from '../catalogue/FormToolbar';
import { schemaFields } from '../catalogue/schemaFields';
import { useFormFailure } from '../common/notifications';
import { validateForm } from '../catalogue/formValues';
import { NewsInputs } from './NewsInputs';
import { AdminSimpleForm } from '../common/AdminForms';
import { CoverWarning, newsHasCover } from '../common/CoverWarning';

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
      <CoverWarning flag="active" hasCover={newsHasCover}>
        <AdminSimpleForm validate={validate} toolbar={<FormToolbar />} defaultValues={{ active: 0 }}>
          <NewsInputs />
        </AdminSimpleForm>
      </CoverWarning>
    </Create>
  );
}
