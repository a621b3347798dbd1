import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { CodeField } from './CodeField';
import { RecoveryCodesView } from './RecoveryCodesView';
import { TwoStepSetupPanel, TwoStepStatusPanel } from './TwoStepPanels';
import { type TwoStepFlow, useTwoStepFlow } from './useTwoStepFlow';

const asksCode = ({ step }: TwoStepFlow) =>
  step.name === 'setup' || step.name === 'regenerate' || step.name === 'disable';

/**
 * "İki Adımlı Doğrulama" for the signed-in user (issue 27), opened from the profile menu: its state, setting
 * it up (QR code, manual key, a first code), the recovery codes shown once, new ones, turning it off.
 */
export function TwoStepDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const flow = useTwoStepFlow(open);
  const { status, step } = flow;
  const close = () => {
    flow.goTo({ name: 'status' });
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="two-step-title">
      <Box component="form" noValidate onSubmit={flow.submit}>
        <DialogTitle id="two-step-title">{translate('app.two_step.title')}</DialogTitle>
        <DialogContent>
          {!status && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress size={28} />
            </Box>
          )}
          {status && step.name === 'status' && <TwoStepStatusPanel status={status} />}
          {step.name === 'setup' && <TwoStepSetupPanel setup={step.setup} />}
          {step.name === 'regenerate' && <Typography>{translate('app.two_step.regenerate_hint')}</Typography>}
          {step.name === 'disable' && <Typography>{translate('app.two_step.disable_hint')}</Typography>}
          {asksCode(flow) && <ProofFields flow={flow} />}
          {step.name === 'codes' && <RecoveryCodesView codes={step.codes} />}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <TwoStepActions flow={flow} onClose={close} />
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** What proves the user: the app's code, or on turning it off a recovery code or the password instead. */
function ProofFields({ flow }: { flow: TwoStepFlow }) {
  const translate = useTranslate();
  const disabling = flow.step.name === 'disable';
  return (
    <>
      {!(disabling && flow.withPassword) && (
        <Box sx={{ mt: 2 }}>
          <CodeField
            value={flow.code}
            onChange={flow.changeCode}
            error={flow.errors.code}
            recovery={disabling}
          />
        </Box>
      )}
      {disabling && flow.withPassword && (
        <TextField
          sx={{ mt: 2 }}
          type="password"
          label={translate('app.two_step.password')}
          autoComplete="current-password"
          value={flow.password}
          onChange={(event) => flow.changePassword(event.target.value)}
          error={Boolean(flow.errors.password)}
          helperText={flow.errors.password ? translate(flow.errors.password) : ' '}
          autoFocus
          fullWidth
        />
      )}
      {disabling && (
        <Link component="button" type="button" onClick={flow.toggleWithPassword}>
          {translate(flow.withPassword ? 'app.two_step.use_code' : 'app.two_step.use_password')}
        </Link>
      )}
    </>
  );
}

/** The buttons of each step: start, new codes, turn off and close; cancel and confirm; "saved" after codes. */
function TwoStepActions({ flow, onClose }: { flow: TwoStepFlow; onClose: () => void }) {
  const translate = useTranslate();
  const { status, step, pending, goTo } = flow;
  if (asksCode(flow)) {
    return (
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
    );
  }
  if (step.name === 'codes') {
    return (
      <Button variant="contained" onClick={() => goTo({ name: 'status' })}>
        {translate('app.two_step.saved')}
      </Button>
    );
  }
  if (!status || step.name !== 'status') return null;
  return (
    <>
      {!status.enabled && (
        <Button variant="contained" onClick={flow.startSetup} disabled={pending}>
          {translate('app.two_step.start')}
        </Button>
      )}
      {status.enabled && (
        <Button onClick={() => goTo({ name: 'regenerate' })}>{translate('app.two_step.regenerate')}</Button>
      )}
      {status.enabled && !status.required && (
        <Button color="warning" onClick={() => goTo({ name: 'disable' })}>
          {translate('app.two_step.disable')}
        </Button>
      )}
      <Button onClick={onClose}>{translate('app.two_step.close')}</Button>
    </>
  );
}
