import { TableCell, TableRow, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { RetentionPurge } from '../../../shared/schemas/kvkkSettings';
import { formatDateTime } from '../../../shared/relativeTime';
import { LogTableCard } from '../../common/LogTableCard';
import { RunPurgeButton, usePeriodText } from './RunPurgeButton';

/** Ids beyond this many are counted, not listed, so one big purge does not make a wall of numbers. */
const shownIds = 20;

function idsText(ids: number[]): string {
  const listed = ids.slice(0, shownIds).join(', ');
  return ids.length > shownIds ? `${listed} … (+${ids.length - shownIds})` : listed;
}

/**
 * GET /api/admin/settings/kvkk/purges: what the retention job purged lately (kinds in words, the period
 * with its unit, counts, ids), with "Şimdi çalıştır" to run it at once.
 */
export function PurgeLog() {
  const translate = useTranslate();
  const periodText = usePeriodText();
  const { data, isPending, error, refetch } = useGetList<RetentionPurge & { id: number }>(
    'settings/kvkk/purges',
  );
  const headingId = 'kvkk-purges-heading';
  return (
    <LogTableCard
      headingId={headingId}
      heading={translate('app.settings.kvkk_purges')}
      action={<RunPurgeButton onDone={() => void refetch()} />}
      failed={Boolean(error)}
      onRetry={refetch}
      loading={isPending}
      empty={!data?.length}
      emptyText={translate('app.settings.kvkk_purges_empty')}
      head={
        <>
          <TableCell>{translate('app.settings.kvkk_purged_at')}</TableCell>
          <TableCell>{translate('app.settings.kvkk_kind')}</TableCell>
          <TableCell align="right">{translate('app.settings.kvkk_count')}</TableCell>
          <TableCell>{translate('app.settings.kvkk_cutoff')}</TableCell>
          <TableCell>{translate('app.settings.kvkk_ids')}</TableCell>
        </>
      }
    >
      {data?.map((purge) => (
        <TableRow key={purge.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(new Date(purge.purged_at))}</TableCell>
          <TableCell>
            {translate(`app.settings.kvkk_kinds.${purge.kind}`)}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({periodText(purge.months, purge.unit ?? 'months')})
            </Typography>
          </TableCell>
          <TableCell align="right">{purge.count}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(new Date(purge.cutoff))}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{idsText(purge.ids)}</TableCell>
        </TableRow>
      ))}
    </LogTableCard>
  );
}
