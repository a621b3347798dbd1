import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** "42 / 60 karakter", orange past the recommendation, red past the hard limit. */
export function CharacterCounter({
  source,
  recommended,
  max,
}: {
  source: string;
  recommended: number;
  max: number;
}) {
  const translate = useTranslate();
  const value = useWatch({ name: source }) as unknown;
  const count = typeof value === 'string' ? value.length : 0;
  const state = count > max ? 'over_max' : count > recommended ? 'over_recommended' : 'ok';
  return (
    <Typography
      variant="caption"
      data-state={state}
      aria-live="polite"
      title={translate(state === 'ok' ? 'app.page_meta.recommended' : 'app.page_meta.over_recommended', {
        max: recommended,
      })}
      sx={{
        display: 'block',
        textAlign: 'right',
        mt: -0.5,
        mb: 1,
        fontWeight: state === 'ok' ? 400 : 700,
        color:
          state === 'over_max'
            ? 'error.main'
            : state === 'over_recommended'
              ? 'warning.main'
              : 'text.secondary',
      }}
    >
      {translate('app.common.characters', { count, max: recommended })}
      {state !== 'ok' && ` · ${translate('app.page_meta.over_recommended')}`}
    </Typography>
  );
}
