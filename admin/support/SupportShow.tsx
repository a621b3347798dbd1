import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { ListButton, ShowBase, Title, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../shared/relativeTime';
import { toPermissionList } from '../navigation/permissions';
import { StatusSelect } from './StatusSelect';
import { PriorityChip, StatusChip } from './SupportChips';
import { managerPermission, type SupportRecord } from './supportTypes';

function Detail() {
  const record = useRecordContext<SupportRecord>();
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const manager = toPermissionList(permissions).includes(managerPermission);
  if (!record) return null;
  return (
    <Card>
      <Title title={translate('app.support.detail', { subject: record.subject })} />
      <CardContent
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
      >
        <Box>
          <ListButton />
        </Box>
        <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {record.subject}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <PriorityChip />
          {manager ? <StatusSelect /> : <StatusChip />}
          <Typography variant="body2" color="text.secondary">
            {[record.user_name, formatDateTime(new Date(record.created_at))].filter(Boolean).join(' · ')}
          </Typography>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.message}</Typography>
      </CardContent>
    </Card>
  );
}

export function SupportShow() {
  return (
    <ShowBase>
      <Box sx={{ py: { xs: 1, md: 2 }, maxWidth: 920 }}>
        <Detail />
      </Box>
    </ShowBase>
  );
}
