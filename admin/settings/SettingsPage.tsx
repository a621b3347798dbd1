import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

/** A settings screen of its own menu entry: its title (the menu label) above its forms. */
export function SettingsPage({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: { xs: 1, md: 2 } }}>
      <Title title={title} />
      <Typography component="h1" variant="h6" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}
