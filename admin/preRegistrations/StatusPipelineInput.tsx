import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, FormLabel, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { PreRegistrationStatus } from '../../shared/schemas/preRegistration';
import { pipelineSteps, statusColors } from './preRegistrationTypes';

/**
 * Where the pre-registration stands: yeni → arandı → kesinleşti, or iptal from any step. One pressed button
 * at a time (a step back is allowed, to undo a slip); the choice is saved with the form's Save.
 */
export function StatusPipelineInput({ source = 'status' }: { source?: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const labelId = useId();
  const hintId = useId();
  const current = field.value as PreRegistrationStatus;
  const button = (status: PreRegistrationStatus) => {
    const { bg, fg } = statusColors[status];
    return (
      <ToggleButton
        key={status}
        value={status}
        sx={{
          px: 2,
          py: 0.75,
          fontWeight: 600,
          textTransform: 'none',
          color: 'text.primary',
          // ToggleButtonGroup joins its buttons' borders (no left border, square inner corners); the
          // pipeline keeps each step a whole button. Doubled class: above the group's own rules.
          '&&': { border: '1px solid', borderColor: 'text.secondary', borderRadius: 2, m: 0 },
          '&&.Mui-selected, &&.Mui-selected:hover': { bgcolor: bg, color: fg, borderColor: fg },
        }}
      >
        {translate(`app.preRegistrations.statuses.${status}`)}
      </ToggleButton>
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      <FormLabel id={labelId} sx={{ fontWeight: 600, color: 'text.primary' }}>
        {translate('resources.pre-registrations.fields.status')}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        value={current}
        onChange={(_event, value: PreRegistrationStatus | null) => {
          // Pressing the current step again would leave none chosen: a status is always set.
          if (value) field.onChange(value);
        }}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      >
        {pipelineSteps.flatMap((status, index) => [
          ...(index > 0
            ? [<ArrowForwardIcon key={`to-${status}`} fontSize="small" aria-hidden="true" color="action" />]
            : []),
          button(status),
        ])}
        <Typography component="span" aria-hidden="true" color="text.secondary" sx={{ mx: 0.5 }}>
          /
        </Typography>
        {button('cancelled')}
      </ToggleButtonGroup>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {translate('app.preRegistrations.pipeline_hint')}
      </Typography>
    </Box>
  );
}
