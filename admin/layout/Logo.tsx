import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { narrowPhoneQuery } from '../common/narrowScreens';

const markSrc = '/brand/favicon.svg';

/** The logo in the top bar, linking to the dashboard; a text mark if the image cannot be loaded. */
export function Logo({ mode, compact }: { mode: 'light' | 'dark'; compact: boolean }) {
  const translate = useTranslate();
  const [failed, setFailed] = useState(false);
  const src = mode === 'dark' ? '/brand/logo-light.svg' : '/brand/logo.svg';
  return (
    <Box
      component={Link}
      to="/dashboard"
      aria-label={translate('app.shell.home')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        textDecoration: 'none',
        color: 'inherit',
        flexShrink: 0,
      }}
    >
      {failed ? (
        <Typography
          component="span"
          sx={{ fontWeight: 800, fontSize: 20, letterSpacing: '-0.02em', color: 'primary.main' }}
        >
          Akademi
        </Typography>
      ) : (
        // On a narrow phone the mark alone: the word would push the profile button off the screen.
        <picture key={src}>
          <source media={narrowPhoneQuery} srcSet={markSrc} />
          <Box
            component="img"
            src={src}
            alt="Akademi"
            onError={() => setFailed(true)}
            sx={{ display: 'block', height: compact ? 32 : 38, width: 'auto' }}
          />
        </picture>
      )}
    </Box>
  );
}
