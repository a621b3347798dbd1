import { Box, Card, CardContent, Chip, type ChipProps, Stack, Tooltip, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  SearchInput,
  type TranslateFunction,
  useListContext,
  useTranslate,
} from 'react-admin';
import {
  type MailOutboxEntry,
  type MailOutboxStatus,
  mailOutboxKinds,
  mailOutboxStatuses,
} from '../../shared/mailOutbox';
import { formatDateTime } from '../../shared/relativeTime';
import { FilteredEmptyListMessage } from '../common/EmptyListMessage';
import { PagedListScreen } from '../common/PagedListScreen';
import { selectFilter } from '../common/selectFilter';
import { useIsSmall } from '../common/useIsSmall';
import { useRelativeTime } from '../common/useRelativeTime';
import { MailOutboxActions } from './MailOutboxActions';

const statusColors: Record<MailOutboxStatus, ChipProps['color']> = {
  pending: 'info',
  sent: 'success',
  failed: 'error',
  cancelled: 'default',
};

/** A kind's name in the panel's language; a kind the panel does not know yet, as the server stores it. */
const kindLabel = (kind: string, translate: TranslateFunction) =>
  translate(`app.mailOutbox.kinds.${kind}`, { _: kind });

function mailOutboxFilters(translate: TranslateFunction) {
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    selectFilter({
      source: 'status',
      label: 'app.mailOutbox.filters.status',
      choices: mailOutboxStatuses.map((id) => ({ id, name: `app.mailOutbox.statuses.${id}` })),
      alwaysOn: true,
    }),
    selectFilter({
      source: 'kind',
      label: 'app.mailOutbox.filters.kind',
      choices: mailOutboxKinds.map((id) => ({ id, name: kindLabel(id, translate) })),
      translateChoice: false,
      alwaysOn: true,
      minWidth: 200,
    }),
  ];
}

function StatusChip({ entry }: { entry: MailOutboxEntry }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={statusColors[entry.status] ?? 'default'}
      label={translate(`app.mailOutbox.statuses.${entry.status}`, { _: entry.status })}
    />
  );
}

/** A time as "5 dakika önce" (SPEC §9), the full date on hover. */
function When({ value }: { value: string }) {
  const relative = useRelativeTime();
  return (
    <Tooltip title={formatDateTime(new Date(value))}>
      <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {relative(value)}
      </Typography>
    </Tooltip>
  );
}

/**
 * The next try is ahead of us: "5 saniye önce" would read as the past, so it is the date and time it is
 * due, or "sırada" once that moment has come and a sender will take it at its next round.
 */
function nextAttemptLine(at: string, translate: ReturnType<typeof useTranslate>): string {
  const due = new Date(at);
  return due.getTime() <= Date.now()
    ? translate('app.mailOutbox.next_attempt_due')
    : translate('app.mailOutbox.next_attempt', { time: formatDateTime(due) });
}

/** When it went, or when it will be tried next; for a message whose text is gone, that it is gone. */
function StatusDetail({ entry }: { entry: MailOutboxEntry }) {
  const translate = useTranslate();
  const relative = useRelativeTime();
  const line =
    entry.status === 'sent' && entry.sent_at
      ? translate('app.mailOutbox.sent_at', { time: relative(entry.sent_at) })
      : entry.status === 'pending' && entry.attempts > 0
        ? nextAttemptLine(entry.next_attempt_at, translate)
        : entry.status !== 'sent' && !entry.has_content
          ? translate('app.mailOutbox.content_cleared')
          : '';
  if (!line) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      {line}
    </Typography>
  );
}

function Recipient({ entry }: { entry: MailOutboxEntry }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {entry.recipient}
      </Typography>
      {entry.subject && (
        <Typography variant="caption" color="text.secondary" component="div">
          {entry.subject}
        </Typography>
      )}
    </Box>
  );
}

function LastError({ entry }: { entry: MailOutboxEntry }) {
  if (!entry.last_error) return null;
  return (
    <Typography
      variant="caption"
      color="error"
      component="div"
      sx={{ overflowWrap: 'anywhere', maxWidth: 320 }}
    >
      {entry.last_error}
    </Typography>
  );
}

const empty = (
  <FilteredEmptyListMessage empty="app.mailOutbox.empty" filtered="app.mailOutbox.empty_filtered" />
);

/** On a phone: one card per message, its buttons within reach. */
function MailOutboxCards() {
  const { data, isPending } = useListContext<MailOutboxEntry>();
  const translate = useTranslate();
  if (isPending || !data) return null;
  if (data.length === 0) return empty;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data.map((entry) => (
        <Card key={entry.id} variant="outlined" data-testid="mail-outbox-card">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
              <StatusChip entry={entry} />
              <Typography variant="body2" color="text.secondary">
                {kindLabel(entry.kind, translate)} ·{' '}
                {translate('app.mailOutbox.attempts', { smart_count: entry.attempts })}
              </Typography>
            </Stack>
            <Recipient entry={entry} />
            <Typography variant="caption" color="text.secondary" component="div">
              <When value={entry.created_at} />
            </Typography>
            <StatusDetail entry={entry} />
            <LastError entry={entry} />
            <Box sx={{ mt: 1 }}>
              <MailOutboxActions entry={entry} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * E-posta Kayıtları: every e-mail the site sent or will send, newest first: its kind, recipient, status,
 * tries and last error, searched by recipient and filtered by status and kind. Never what it said (the
 * API does not give it). A failed or cancelled message can be sent again, a waiting one cancelled.
 */
export function MailOutboxList() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <PagedListScreen
      subtitle="app.mailOutbox.subtitle"
      filters={mailOutboxFilters(translate)}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      empty={false}
    >
      {isSmall ? (
        <MailOutboxCards />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
          <FunctionField<MailOutboxEntry>
            label="app.mailOutbox.columns.created_at"
            sortable={false}
            render={(entry) => <When value={entry.created_at} />}
          />
          <FunctionField<MailOutboxEntry>
            label="app.mailOutbox.columns.kind"
            sortable={false}
            render={(entry) => kindLabel(entry.kind, translate)}
          />
          <FunctionField<MailOutboxEntry>
            label="app.mailOutbox.columns.recipient"
            sortable={false}
            render={(entry) => <Recipient entry={entry} />}
          />
          <FunctionField<MailOutboxEntry>
            label="app.mailOutbox.columns.status"
            sortable={false}
            render={(entry) => (
              <>
                <StatusChip entry={entry} />
                <StatusDetail entry={entry} />
              </>
            )}
          />
          <FunctionField<MailOutboxEntry>
            label="app.mailOutbox.columns.attempts"
            sortable={false}
            render={(entry) => entry.attempts}
          />
          <FunctionField<MailOutboxEntry>
            label="app.mailOutbox.columns.last_error"
            sortable={false}
            render={(entry) => <LastError entry={entry} />}
          />
          <FunctionField<MailOutboxEntry>
            label=""
            sortable={false}
            render={(entry) => <MailOutboxActions entry={entry} />}
          />
        </Datagrid>
      )}
    </PagedListScreen>
  );
}
