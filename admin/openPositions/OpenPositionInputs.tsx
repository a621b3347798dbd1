import { Box } from '@mui/material';
import { TextInput } from '../common/SchemaInputs';
import { employmentTypes, openPositionLimits } from '../../shared/schemas/openPosition';
import { FlagInput } from '../catalogue/FlagInput';
import { RequiredSelectInput } from '../common/RequiredSelectInput';
import { TranslatedInput } from '../common/TranslatedInput';
import { FormColumn } from '../common/FormColumn';

const employmentChoices = employmentTypes.map((type) => ({
  id: type,
  name: `app.openPositions.employment_types.${type}`,
}));

/** The fields of an open position, shared by the create and edit forms (openPositionSchema checks them). */
export function OpenPositionInputs() {
  return (
    <FormColumn>
      <TranslatedInput source="title" label="resources.open-positions.fields.title" />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextInput
          source="location"
          label="resources.open-positions.fields.location"
          helperText="app.openPositions.location_hint"
          slotProps={{ htmlInput: { maxLength: openPositionLimits.location } }}
          sx={{ flex: '2 1 260px' }}
        />
        <RequiredSelectInput
          source="employment_type"
          label="resources.open-positions.fields.employment_type"
          choices={employmentChoices}
          helperText={false}
          sx={{ flex: '1 1 200px' }}
        />
      </Box>
      <TranslatedInput
        source="description"
        label="resources.open-positions.fields.description"
        variant="textarea"
        rows={3}
      />
      <FlagInput source="active" label="app.catalogue.fields.active" defaultValue={1} />
    </FormColumn>
  );
}
