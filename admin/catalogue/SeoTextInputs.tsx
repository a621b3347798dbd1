import { TranslatedInput } from '../common/TranslatedInput';

/** What search engines show for the record's public page, per language: its title and description. */
export function SeoTextInputs() {
  return (
    <>
      <TranslatedInput source="seo_title" label="app.catalogue.fields.seo_title" />
      <TranslatedInput
        source="seo_description"
        label="app.catalogue.fields.seo_description"
        variant="textarea"
        rows={3}
      />
    </>
  );
}
