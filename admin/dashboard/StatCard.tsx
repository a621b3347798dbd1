import { Box, Card, CardActionArea, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { Link } from 'react-router-dom';
import { localeOf } from '../../shared/locale';

interface StatCardProps {
  label: string;
  value: number;
  icon: ReactNode;
  color: string;
  /** Where the figure is managed; the card is a link when given. */
  to?: string;
}

export function StatCard({ label, value, icon, color, to }: StatCardProps) {
  // The panel's language groups the digits: 1.250 in Turkish, 1,250 in English.
  const [locale] = useLocaleState();
  const body = (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 1.25, sm: 2 },
        p: { xs: 2, sm: 2.5 },
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: { xs: 44, sm: 52 },
          height: { xs: 44, sm: 52 },
          flexShrink: 0,
          borderRadius: 3,
          color,
          bgcolor: `color-mix(in srgb, ${color} 14%, transparent)`,
          '& svg': { fontSize: 28 },
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={{ fontSize: { xs: 26, sm: 30 }, fontWeight: 700, lineHeight: 1.1 }}>
          {value.toLocaleString(localeOf(locale))}
        </Typography>
        <Typography component="p" variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Box>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
