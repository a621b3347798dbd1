import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { TwoStepSetup, TwoStepStatus } from '../../shared/types';
import { fieldErrorsOf, useFeedback } from '../common/notifications';
import type { AppDataProvider, TwoStepCall } from '../dataProvider/dataProvider';
import { CodeField, codeErrorKey } from './CodeField';
import { RecoveryCodesView } from './RecoveryCodesView';

/** The react-query key of the signed-in user's two-step status. */
export const twoStepStatusKey = ['two-step', 'status'] as const;

type Step =
  | { name: 'status' }
  | { name: 'setup'; setup: TwoStepSetup }
  | { name: 'codes'; codes: string[] }
  | { name: 'regenerate' }
  | { name: 'disable' };

/** The base32 key in groups of four, as people type it into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * "İki Adımlı Doğrulama" for the signed-in user (issue 27), opened from the profile menu: its state, setting
 * it up (QR code, manual key, a first code), the recovery codes shown once, new ones, turning it off.
 */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function TwoStepDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const feedback = useFeedback();
  const [locale] = useLocaleState();
  const [step, setStep] = useState<Step>({ name: 'status' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [withPassword, setWithPassword] = useState(false);
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});
  const [pending, setPending] = useState(false);
  const { data: status } = useQuery({
    queryKey: twoStepStatusKey,
    queryFn: async () => (await dataProvider.twoStep<TwoStepStatus>('status')).data,
    enabled: open,
  });

  const goTo = (next: Step) => {
    setStep(next);
    setCode('');
    setPassword('');
    setErrors({});
  };
  const close = () => {
    goTo({ name: 'status' });
    onClose();
  };

  /** One call; a refused field shows under it, anything else as the spec's failure notice. */
  async function call<T>(name: TwoStepCall, data: Record<string, unknown>, done: (result: T) => void) {
    setPending(true);
    try {
      const result = await dataProvider.twoStep<T>(name, data);
      await queryClient.invalidateQueries({ queryKey: twoStepStatusKey });
      done(result.data);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors({ code: fields.code, password: fields.password });
      else feedback.failure(error);
    } finally {
      setPending(false);
    }
  }

  const startSetup = () => call<TwoStepSetup>('setup', {}, (setup) => goTo({ name: 'setup', setup }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (step.name === 'disable' && withPassword) {
      if (!password) return setErrors({ password: 'app.two_step.password_required' });
      return call('disable', { password }, () => disabled());
    }
    const recovery = step.name === 'disable';
    const invalid = codeErrorKey(code, recovery);
    if (invalid) return setErrors({ code: invalid });
    if (step.name === 'setup') {
      return call<{ recovery_codes: string[] }>('enable', { code }, ({ recovery_codes }) => {
        notify('app.two_step.enabled', { type: 'success' });
        goTo({ name: 'codes', codes: recovery_codes });
      });
    }
    if (step.name === 'regenerate') {
      return call<{ recovery_codes: string[] }>('recovery-codes', { code }, ({ recovery_codes }) => {
        notify('app.two_step.regenerated', { type: 'success' });
        goTo({ name: 'codes', codes: recovery_codes });
      });
    }
    return call('disable', { code }, () => disabled());
  }

  function disabled() {
    notify('app.two_step.disabled', { type: 'success' });
    goTo({ name: 'status' });
  }

  const since = (iso: string) =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', { dateStyle: 'long' }).format(new Date(iso));

  const asksCode = step.name === 'setup' || step.name === 'regenerate' || step.name === 'disable';
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="two-step-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="two-step-title">{translate('app.two_step.title')}</DialogTitle>
        <DialogContent>
          {!status && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress size={28} />
            </Box>
          )}
          {status && step.name === 'status' && (
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
          )}
          {step.name === 'setup' && (
            <Stack spacing={2} sx={{ alignItems: 'center' }}>
              <Typography sx={{ alignSelf: 'stretch' }}>{translate('app.two_step.scan')}</Typography>
              <Box
                component="img"
                src={step.setup.qr_code}
                alt={translate('app.two_step.qr_alt')}
                sx={{ width: 200, height: 200, p: 1, bgcolor: '#fff', borderRadius: 1 }}
              />
              <Typography variant="body2" sx={{ alignSelf: 'stretch' }}>
                {translate('app.two_step.manual_key')}{' '}
                <Box component="code" sx={{ fontSize: 15, wordBreak: 'break-all' }}>
                  {grouped(step.setup.secret)}
                </Box>
              </Typography>
              <Typography sx={{ alignSelf: 'stretch' }}>{translate('app.two_step.confirm_hint')}</Typography>
            </Stack>
          )}
          {step.name === 'regenerate' && <Typography>{translate('app.two_step.regenerate_hint')}</Typography>}
          {step.name === 'disable' && <Typography>{translate('app.two_step.disable_hint')}</Typography>}
          {asksCode && !(step.name === 'disable' && withPassword) && (
            <Box sx={{ mt: 2 }}>
              <CodeField
                value={code}
                onChange={(value) => {
                  setCode(value);
                  setErrors({});
                }}
                error={errors.code}
                recovery={step.name === 'disable'}
              />
            </Box>
          )}
          {step.name === 'disable' && withPassword && (
            <TextField
              sx={{ mt: 2 }}
              type="password"
              label={translate('app.two_step.password')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setErrors({});
              }}
              error={Boolean(errors.password)}
              helperText={errors.password ? translate(errors.password, { _: errors.password }) : ' '}
              autoFocus
              fullWidth
            />
          )}
          {step.name === 'disable' && (
            <Link component="button" type="button" onClick={() => setWithPassword((current) => !current)}>
              {translate(withPassword ? 'app.two_step.use_code' : 'app.two_step.use_password')}
            </Link>
          )}
          {step.name === 'codes' && <RecoveryCodesView codes={step.codes} />}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {status && step.name === 'status' && (
            <>
              {!status.enabled && (
                <Button variant="contained" onClick={startSetup} disabled={pending}>
                  {translate('app.two_step.start')}
                </Button>
              )}
              {status.enabled && (
                <Button onClick={() => goTo({ name: 'regenerate' })}>
                  {translate('app.two_step.regenerate')}
                </Button>
              )}
              {status.enabled && !status.required && (
                <Button color="warning" onClick={() => goTo({ name: 'disable' })}>
                  {translate('app.two_step.disable')}
                </Button>
              )}
              <Button onClick={close}>{translate('app.two_step.close')}</Button>
            </>
          )}
          {asksCode && (
            <>
              <Button onClick={() => goTo({ name: 'status' })} disabled={pending}>
                {translate('app.two_step.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                color={step.name === 'disable' ? 'warning' : 'primary'}
                disabled={pending}
              >
                {translate(step.name === 'disable' ? 'app.two_step.disable' : 'app.two_step.confirm')}
              </Button>
            </>
          )}
          {step.name === 'codes' && (
            <Button variant="contained" onClick={() => goTo({ name: 'status' })}>
              {translate('app.two_step.saved')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
