import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import SchoolIcon from '@mui/icons-material/School';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useGetIdentity, useGetOne, useTranslate } from 'react-admin';
import type { DashboardStats } from '../../shared/dashboard';
import { LoadFailed } from '../common/LoadFailed';
import { StatCard } from './StatCard';
import { WeeklyChart } from './WeeklyChart';

type StatKey = Exclude<keyof DashboardStats, 'messages_per_week'>;

const cards: { key: StatKey; icon: ReactNode; color: string; to: string }[] = [
  { key: 'published_courses', icon: <SchoolIcon />, color: '#2563eb', to: '/pages/educations' },
  { key: 'upcoming_sessions', icon: <EventAvailableIcon />, color: '#059669', to: '/pages/educations' },
  {
    key: 'new_pre_registrations',
    icon: <HowToRegIcon />,
    color: '#b45309',
    to: `/pre-registrations?${new URLSearchParams({ filter: JSON.stringify({ status: 'new' }) })}`,
  },
  { key: 'unread_messages', icon: <MarkEmailUnreadIcon />, color: '#d97706', to: '/contact' },
  { key: 'unread_applications', icon: <WorkOutlineIcon />, color: '#7c3aed', to: '/human-resources' },
];

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
  },
} as const;

/** The statistics screen (SPEC §2 'dashboard'): figures from GET /api/admin/dashboard. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { data, isPending, error, refetch } = useGetOne<DashboardStats & { id: string }>('dashboard', {
    id: 'statistics',
  });

  return (
    <Box sx={{ py: { xs: 2, md: 3 }, display: 'grid', gap: 3 }}>
      <Title title="app.dashboard.title" />
      <Box>
        <Typography component="h1" variant="h5">
          {identity?.fullName
            ? translate('app.dashboard.welcome', { name: identity.fullName })
            : translate('app.dashboard.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.dashboard.subtitle')}</Typography>
      </Box>
      {error ? (
        <LoadFailed message="app.dashboard.load_error" onRetry={refetch} />
      ) : (
        <>
          <Box sx={grid}>
            {cards.map((card) =>
              isPending || !data ? (
                <Skeleton key={card.key} variant="rounded" height={92} />
              ) : (
                <StatCard
                  key={card.key}
                  label={translate(`app.dashboard.${card.key}`)}
                  value={data[card.key]}
                  icon={card.icon}
                  color={card.color}
                  to={card.to}
                />
              ),
            )}
          </Box>
          <Card>
            <CardContent sx={{ p: { xs: 2, md: 3 } }}>
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'baseline',
                  justifyContent: 'space-between',
                  columnGap: 2,
                  mb: 2,
                }}
              >
                <Typography component="h2" variant="h6">
                  {translate('app.dashboard.messages_per_week')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.dashboard.last_weeks', {
                    smart_count: data?.messages_per_week.length ?? 8,
                  })}
                </Typography>
              </Box>
              {isPending || !data ? (
                <Skeleton variant="rounded" height={240} />
              ) : (
                <WeeklyChart weeks={data.messages_per_week} />
              )}
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}
