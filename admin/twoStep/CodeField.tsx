import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { twoStepCodeError, twoStepTexts } from '../../shared/twoStepCodes';

/**
 * The shared rule's first message for a code (shared/twoStepCodes.ts, the server checks the same), as a key
 * of the panel's dictionaries. Undefined when the code may be sent.
 */
export function codeErrorKey(value: string, recovery: boolean): string | undefined {
  const message = twoStepCodeError(value, { recovery });
  if (!message) return undefined;
  if (message === twoStepTexts.codeRequired) return 'app.two_step.code_required';
  return recovery ? 'app.two_step.code_or_recovery_format' : 'app.two_step.code_format';
}

/** A code from the authenticator app (or, with `recovery`, a recovery code too). */
export function CodeField({
  value,
  onChange,
  error,
  recovery = false,
}: {
  value: string;
  onChange: (value: string) => void;
  /** A message key or the server's own text. */
  error?: string;
  recovery?: boolean;
}) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate(recovery ? 'app.two_step.code_or_recovery' : 'app.two_step.code')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ? translate(error) : ' '}
      autoComplete="one-time-code"
      autoFocus
      fullWidth
      slotProps={{
        htmlInput: {
          inputMode: recovery ? 'text' : 'numeric',
          maxLength: recovery ? 20 : 10,
          spellCheck: false,
          autoCapitalize: 'off',
        },
      }}
    />
  );
}
