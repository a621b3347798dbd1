import { AutocompleteArrayInput } from 'react-admin';
import { TextInput } from '../common/SchemaInputs';
import { FlagInput } from '../catalogue/FlagInput';
import { SeoNamesInput } from '../common/SeoNamesInput';
import { SingleImageInput } from '../catalogue/SingleImageInput';
import { TranslatedRichInput } from '../catalogue/TranslatedRichInput';
import { TranslatedInput } from '../common/TranslatedInput';
import { useSelectOptions } from '../products/useSelectOptions';
import { paths } from '../../shared/routes';
import { FormColumn } from '../common/FormColumn';

/** The fields of an instructor, shared by the create and edit forms (instructorSchema checks them). */
export function InstructorInputs() {
  const courses = useSelectOptions('products');
  return (
    <FormColumn>
      <TextInput source="name" label="resources.instructors.fields.name" fullWidth />
      <TranslatedInput source="title" label="resources.instructors.fields.title" />
      <SingleImageInput
        source="photo"
        urlSource="photo_url"
        removeSource="remove_photo"
        label="resources.instructors.fields.photo"
        altSource="image_alt"
      />
      <TranslatedRichInput source="biography" label="resources.instructors.fields.biography" />
      <AutocompleteArrayInput
        source="product_ids"
        label="resources.instructors.fields.product_ids"
        {...courses}
        fullWidth
      />
      <SeoNamesInput from="name" pathPrefix={paths.instructor('')} />
      <FlagInput source="active" label="app.catalogue.fields.active" defaultValue={0} />
    </FormColumn>
  );
}
