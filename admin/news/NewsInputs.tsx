import { FlagInput } from '../catalogue/FlagInput';
import { SeoNamesInput } from '../common/SeoNamesInput';
import { SingleImageInput } from '../catalogue/SingleImageInput';
import { TranslatedRichInput } from '../catalogue/TranslatedRichInput';
import { TurkeyTimeInput } from '../catalogue/TurkeyTimeInput';
import { TranslatedInput } from '../common/TranslatedInput';
import { paths } from '../../shared/routes';
import { FormColumn } from '../common/FormColumn';

/** The fields of a news item, shared by the create and edit forms (newsSchema checks them). */
export function NewsInputs() {
  return (
    <FormColumn>
      <TranslatedInput source="title" label="resources.news.fields.title" />
      <TranslatedInput source="summary" label="resources.news.fields.summary" variant="textarea" rows={3} />
      <SingleImageInput
        source="image"
        urlSource="image_url"
        removeSource="remove_image"
        label="resources.news.fields.image"
        altSource="image_alt"
      />
      <TurkeyTimeInput
        source="published_at"
        label="resources.news.fields.published_at"
        helperText="app.news.published_at_hint"
      />
      <TranslatedRichInput source="content" label="resources.news.fields.content" />
      <SeoNamesInput from="title" fromTranslated pathPrefix={paths.news('')} />
      <FlagInput source="active" label="app.catalogue.fields.active" defaultValue={0} />
    </FormColumn>
  );
}
