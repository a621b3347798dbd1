import { newsSchema } from '../../shared/schemas/news';
import { FormToolbar } from '../catalogue/FormToolbar';
import { schemaFields } from '../catalogue/schemaFields';
import { validateForm } from '../catalogue/formValues';
import { NewsInputs } from './NewsInputs';
import { AdminSimpleForm } from '../common/AdminForms';
import { CoverWarning, newsHasCover } from '../common/CoverWarning';
import { PublicPageActions } from '../common/PublicPageButtons';
import { ContentEdit } from '../common/ContentEdit';

const validate = validateForm(newsSchema);
const transform = schemaFields(newsSchema, ['image']);

export function NewsEdit() {
  return (
    <ContentEdit transform={transform} actions={<PublicPageActions />}>
      <CoverWarning flag="active" hasCover={newsHasCover}>
        <AdminSimpleForm validate={validate} toolbar={<FormToolbar deletable />}>
          <NewsInputs />
        </AdminSimpleForm>
      </CoverWarning>
    </ContentEdit>
  );
}
