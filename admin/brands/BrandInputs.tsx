import { TextInput } from '../common/SchemaInputs';
import { FlagInput } from '../catalogue/FlagInput';
import { SeoNamesInput } from '../common/SeoNamesInput';
import { SingleImageInput } from '../catalogue/SingleImageInput';
import { TranslatedRichInput } from '../catalogue/TranslatedRichInput';
import { paths } from '../../shared/routes';
import { FormColumn } from '../common/FormColumn';

/** The fields of a brand, shared by the create and edit forms (brandSchema checks them). */
export function BrandInputs() {
  return (
    <FormColumn>
      <TextInput source="name" label="resources.brands.fields.name" fullWidth />
      <SingleImageInput
        source="logo"
        urlSource="logo_url"
        removeSource="remove_logo"
        label="resources.brands.fields.logo"
        altSource="image_alt"
        decorativeSource="image_decorative"
      />
      <TextInput
        source="website"
        label="resources.brands.fields.website"
        placeholder="https://"
        helperText="app.brands.website_hint"
        type="url"
        fullWidth
      />
      <TranslatedRichInput source="description" label="resources.brands.fields.description" />
      <SeoNamesInput from="name" pathPrefix={paths.brand('')} />
      <FlagInput source="active" label="app.catalogue.fields.active" defaultValue={1} />
    </FormColumn>
  );
}
