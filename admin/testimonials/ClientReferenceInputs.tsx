import { Box } from '@mui/material';
import { TextInput } from '../common/SchemaInputs';
import { clientReferenceLimits } from '../../shared/schemas/testimonial';
import { FlagInput } from '../catalogue/FlagInput';
import { SingleImageInput } from '../catalogue/SingleImageInput';

/** The fields of a client reference, shared by the create and edit forms (clientReferenceSchema checks them). */
export function ClientReferenceInputs() {
  return (
    <Box sx={{ width: '100%', maxWidth: 1000 }}>
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
    </Box>
  );
}
