import { Box, Typography } from '@mui/material';
import { ArrayInput, NumberInput, SimpleFormIterator, useTranslate } from 'react-admin';
import { TextInput } from '../common/SchemaInputs';
import { AddRowButton } from '../catalogue/AddRowButton';
import { FlagInput } from '../catalogue/FlagInput';
import { TurkeyTimeInput } from '../catalogue/TurkeyTimeInput';
import { SessionRegistrations } from './SessionRegistrations';

/**
 * The course's sessions (SPEC §3): start and end, place or online, seats. Rows are added and removed here
 * and saved with the course; the server replaces the whole list (productSchema.sessions checks each row).
 */
const dateSx = { width: { xs: '100%', sm: 230 }, flexShrink: 0 } as const;

export function SessionsInput() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.products.session.time_zone')}
      </Typography>
      <ArrayInput source="sessions" label="app.products.sessions" helperText={false}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          addButton={<AddRowButton label="app.products.session.add" />}
          fullWidth
          sx={{
            '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', py: 1 },
            '& .RaSimpleFormIterator-inline': { rowGap: 0, columnGap: 2 },
            // A stored session's pre-registrations take a line of their own under its inputs.
            '& .RaSimpleFormIterator-form': { flexWrap: 'wrap', rowGap: 0 },
            // react-admin shows the remove button on hover only, which hides it from keyboards.
            '& .RaSimpleFormIterator-action': { visibility: 'visible' },
          }}
        >
          <TurkeyTimeInput
            source="starts_at"
            label="app.products.session.starts_at"
            helperText={false}
            sx={dateSx}
          />
          <TurkeyTimeInput
            source="ends_at"
            label="app.products.session.ends_at"
            helperText={false}
            sx={dateSx}
          />
          <TextInput
            source="place"
            label="app.products.session.place"
            helperText={false}
            placeholder={translate('app.products.session.place_hint')}
            sx={{ flex: { sm: '1 1 180px' }, width: { xs: '100%', sm: 'auto' } }}
          />
          <NumberInput
            source="seats"
            label="app.products.session.seats"
            min={0}
            step={1}
            helperText={false}
            sx={{ width: 120, flexShrink: 0 }}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, whiteSpace: 'nowrap' }}>
            <FlagInput source="is_online" label="app.products.session.is_online" defaultValue={0} />
          </Box>
          <SessionRegistrations />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}
