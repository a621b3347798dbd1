import { Edit, TopToolbar } from 'react-admin';
import { newsSchema } from '../../shared/schemas/news';
import { FormToolbar } from '../catalogue/FormToolbar';
import { schemaFields } from '../catalogue/schemaFields';
import { useFormFailure } from '../common/notifications';
import { validateForm } from '../catalogue/formValues';
import { NewsInputs } from './NewsInputs';
import { AdminSimpleForm } from '../common/AdminForms';
import { CoverWarning, newsHasCover } from '../common/CoverWarning';
import { PublicPageButtons } from '../common/PublicPageButtons';
import { TrashedBanner } from '../common/TrashedBanner';

const validate = validateForm(newsSchema);
const transform = schemaFields(newsSchema, ['image']);

export function NewsEdit() {
  return (
    <Edit
      transform={transform}
      mutationMode="pessimistic"
      mutationOptions={useFormFailure()}
      redirect="list"
      actions={
        <TopToolbar>
          <PublicPageButtons />
        </TopToolbar>
      }
    >
      <TrashedBanner />
      <CoverWarning flag="active" hasCover={newsHasCover}>
        <AdminSimpleForm validate={validate} toolbar={<FormToolbar deletable />}>
          <NewsInputs />
        </AdminSimpleForm>
      </CoverWarning>
    </Edit>
  );
}
