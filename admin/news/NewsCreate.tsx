import { newsSchema } from '../../shared/schemas/news';
import { ImageRecordCreate } from '../common/ImageRecordForms';
import { NewsInputs } from './NewsInputs';
import { withNewsCoverWarning } from './NewsEdit';

export function NewsCreate() {
  return (
    <ImageRecordCreate
      schema={newsSchema}
      image="image"
      title="app.news.create_title"
      defaultValues={{ active: 0 }}
      around={withNewsCoverWarning}
    >
      <NewsInputs />
    </ImageRecordCreate>
  );
}
