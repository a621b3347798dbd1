import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';

interface StatusPageProps {
  code: string;
  title: string;
  text: string;
  icon: ReactNode;
}

/** A full-width message page inside the shell: the 404 and access-denied screens. */
export function StatusPage({ code, title, text, icon }: StatusPageProps) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 2,
        py: { xs: 6, md: 10 },
      }}
    >
      <Title title={title} />
      <Box sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 64 } }} aria-hidden="true">
        {icon}
      </Box>
      <Typography
        component="p"
        sx={{ fontSize: { xs: 64, md: 96 }, fontWeight: 800, lineHeight: 1, color: 'text.disabled' }}
      >
        {code}
      </Typography>
      <Typography component="h1" variant="h4" sx={{ mt: 2, fontWeight: 700 }}>
        {translate(title)}
      </Typography>
      <Typography sx={{ mt: 1.5, maxWidth: 480, color: 'text.secondary' }}>{translate(text)}</Typography>
      <Button component={Link} to="/dashboard" variant="contained" size="large" sx={{ mt: 4 }}>
        {translate('app.not_found.back')}
      </Button>
    </Box>
  );
}
