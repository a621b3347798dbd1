import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { TwoStepSetup, TwoStepStatus } from '../../shared/types';

/** The base32 key in groups of four, as people type it into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Whether two-step sign-in is on, since when, the recovery codes left, and whether the office requires it. */
export function TwoStepStatusPanel({ status }: { status: TwoStepStatus }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const since = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', { dateStyle: 'long' }).format(new Date(iso));
  return (
    <Stack spacing={2}>
      <Typography>{translate('app.two_step.intro')}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip
          color={status.enabled ? 'success' : 'default'}
          label={translate(status.enabled ? 'app.two_step.on' : 'app.two_step.off')}
        />
        {status.enabled_at && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.two_step.enabled_since', { date: since(status.enabled_at) })}
          </Typography>
        )}
      </Stack>
      {status.enabled && (
        <Typography variant="body2">
          {translate('app.two_step.codes_left', { count: status.recovery_codes_left })}
        </Typography>
      )}
      {status.required && (
        <Alert severity={status.enabled ? 'info' : 'warning'}>
          {translate(status.enabled ? 'app.two_step.required' : 'app.two_step.required_off')}
        </Alert>
      )}
    </Stack>
  );
}

/** Setting up: the QR code to scan, the same key to type, and the ask for the app's first code. */
export function TwoStepSetupPanel({ setup }: { setup: TwoStepSetup }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Typography sx={{ alignSelf: 'stretch' }}>{translate('app.two_step.scan')}</Typography>
      <Box
        component="img"
        src={setup.qr_code}
        alt={translate('app.two_step.qr_alt')}
        sx={{ width: 200, height: 200, p: 1, bgcolor: '#fff', borderRadius: 1 }}
      />
      <Typography variant="body2" sx={{ alignSelf: 'stretch' }}>
        {translate('app.two_step.manual_key')}{' '}
        <Box component="code" sx={{ fontSize: 15, wordBreak: 'break-all' }}>
          {grouped(setup.secret)}
        </Box>
      </Typography>
      <Typography sx={{ alignSelf: 'stretch' }}>{translate('app.two_step.confirm_hint')}</Typography>
    </Stack>
  );
}
