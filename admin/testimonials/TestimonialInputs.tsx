import { AutocompleteInput } from 'react-admin';
import { TextInput } from '../common/SchemaInputs';
import { testimonialLimits } from '../../shared/schemas/testimonial';
import { FlagInput } from '../catalogue/FlagInput';
import { SingleImageInput } from '../catalogue/SingleImageInput';
import { TranslatedInput } from '../common/TranslatedInput';
import { useSelectOptions } from '../products/useSelectOptions';
import { FormColumn } from '../common/FormColumn';

/** The fields of a testimonial, shared by the create and edit forms (testimonialSchema checks them). */
export function TestimonialInputs() {
  const courses = useSelectOptions('products');
  return (
    <FormColumn>
      <TextInput
        source="person_name"
        label="resources.testimonials.fields.person_name"
        slotProps={{ htmlInput: { maxLength: testimonialLimits.personName } }}
        fullWidth
      />
      <TranslatedInput
        source="person_title"
        label="resources.testimonials.fields.person_title"
        helperText="app.testimonials.person_title_hint"
      />
      <TranslatedInput
        source="quote"
        label="resources.testimonials.fields.quote"
        helperText="app.testimonials.quote_hint"
        variant="textarea"
        rows={4}
        required
      />
      <AutocompleteInput
        source="product_id"
        label="resources.testimonials.fields.product_id"
        {...courses}
        helperText={courses.helperText ?? 'app.testimonials.product_hint'}
        emptyText="app.testimonials.general"
        fullWidth
      />
      <SingleImageInput
        source="image"
        urlSource="image_url"
        removeSource="remove_image"
        label="resources.testimonials.fields.image"
      />
      <FlagInput source="active" label="app.catalogue.fields.active" defaultValue={1} />
    </FormColumn>
  );
}
