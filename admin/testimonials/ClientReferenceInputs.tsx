import { TextInput } from '../common/SchemaInputs';
import { clientReferenceLimits } from '../../shared/schemas/testimonial';
import { FlagInput } from '../catalogue/FlagInput';
import { SingleImageInput } from '../catalogue/SingleImageInput';
import { FormColumn } from '../common/FormColumn';

/** The fields of a client reference, shared by the create and edit forms (clientReferenceSchema checks them). */
export function ClientReferenceInputs() {
  return (
    <FormColumn>
      <TextInput
        source="name"
        label="resources.client-references.fields.name"
        slotProps={{ htmlInput: { maxLength: clientReferenceLimits.name } }}
        fullWidth
      />
      <SingleImageInput
        source="logo"
        urlSource="logo_url"
        removeSource="remove_logo"
        label="resources.client-references.fields.logo"
      />
      <TextInput
        source="url"
        label="resources.client-references.fields.url"
        placeholder="https://"
        helperText="app.clientReferences.url_hint"
        type="url"
        fullWidth
      />
      <FlagInput source="active" label="app.catalogue.fields.active" defaultValue={1} />
    </FormColumn>
  );
}
