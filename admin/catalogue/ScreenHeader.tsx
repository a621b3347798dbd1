import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

/** A screen's heading: the page title (also in the top bar), a line saying what it is for, its actions. */
type ScreenHeaderProps = { title: string; subtitle?: string; actions?: ReactNode };

export function ScreenHeader({ title, subtitle, actions }: ScreenHeaderProps) {
  const translate = useTranslate();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-end' }, justifyContent: 'space-between', mb: 2 }}
    >
      <Title title={title} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {translate(title)}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {translate(subtitle)}
          </Typography>
        )}
      </Box>
      {actions && (
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}

/** A whole screen under its heading, with the panel's room above and below it. */
export function HeadedScreen({ children, ...header }: ScreenHeaderProps & { children: ReactNode }) {
  return (
    <Box sx={{ py: { xs: 2, md: 3 } }}>
      <ScreenHeader {...header} />
      {children}
    </Box>
  );
}
