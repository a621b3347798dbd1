import { Box, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { colorPattern } from '../../../shared/schemas/companyConfig';

const messageOf = (error: { message?: unknown } | undefined): string | undefined => {
  const message = error?.message;
  if (typeof message === 'string') return message;
  if (message && typeof message === 'object') return String((message as { message?: unknown }).message ?? '');
  return undefined;
};

/** A colour as the browser's colour picker and as its #rrggbb text, kept in step. */
export function ColorInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source });
  const value = typeof field.value === 'string' ? field.value : '';
  const name = translate(label);
  const error = messageOf(fieldState.error);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, width: '100%' }}>
      <Box
        component="input"
        type="color"
        value={colorPattern.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) => field.onChange(event.target.value)}
        aria-label={translate('app.settings.color_picker', { name })}
        sx={{
          width: 56,
          height: 56,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
          flexShrink: 0,
        }}
      />
      <TextField
        id={id}
        label={name}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(error)}
        helperText={error ?? '#rrggbb'}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
    </Box>
  );
}
