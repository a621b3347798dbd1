import {
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { RetentionPurge } from '../../../shared/schemas/kvkkSettings';
import { formatDateTime } from '../../../shared/relativeTime';
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
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {translate('app.settings.kvkk_purges')}
          </Typography>
          <RunPurgeButton onDone={() => void refetch()} />
        </Stack>
        {error ? (
          <Typography color="error">{translate('ra.notification.http_error')}</Typography>
        ) : isPending ? null : !data?.length ? (
          <Typography color="text.secondary">{translate('app.settings.kvkk_purges_empty')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.settings.kvkk_purged_at')}</TableCell>
                  <TableCell>{translate('app.settings.kvkk_kind')}</TableCell>
                  <TableCell align="right">{translate('app.settings.kvkk_count')}</TableCell>
                  <TableCell>{translate('app.settings.kvkk_cutoff')}</TableCell>
                  <TableCell>{translate('app.settings.kvkk_ids')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((purge) => (
                  <TableRow key={purge.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(new Date(purge.purged_at))}
                    </TableCell>
                    <TableCell>
                      {translate(`app.settings.kvkk_kinds.${purge.kind}`)}{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        ({periodText(purge.months, purge.unit ?? 'months')})
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{purge.count}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(new Date(purge.cutoff))}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{idsText(purge.ids)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
