import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import {
  Button,
  ShowBase,
  Title,
  useRecordContext,
  useRedirect,
  useLocaleState,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { formatConsentVersion } from '../../shared/consentNotice';
import { formatDateTime } from '../../shared/relativeTime';
import { ConfirmDeleteButton } from '../common/ConfirmDeleteButton';
import { DetailList, EmailAndPhone } from '../common/DetailList';
import { ReplyButtons } from '../common/ReplyButtons';
import type { InboxResource } from '../layout/useUnreadCount';
import { CvDownloadButton } from './CvDownloadButton';
import { InboxActionButton, mailActions } from './InboxActionButton';
import { type InboxItem, isInboxResource } from './inboxTypes';
import { useMarkRead } from './useMarkRead';

// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
function Detail({ resource }: { resource: InboxResource }) {
  const record = useRecordContext<InboxItem>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const redirect = useRedirect();
  useMarkRead(resource, record);
  if (!record) return null;
  const field = (name: string) => translate(`resources.${resource}.fields.${name}`);
  const topic = resource === 'contact' ? record.subject : record.position;
  const inTrash = record.section === 'trash';
  const backToList = () => redirect('list', resource);

  return (
    <Card>
      <Title title={topic || translate('app.inbox.no_subject')} />
      <CardContent
        sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
      >
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
          <Button label="app.inbox.back" onClick={backToList}>
            <ArrowBackIcon />
          </Button>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {!inTrash &&
              // Both go back to the list, as a mail program does: staying would show it, i.e. read it, again.
              mailActions.map((action) => (
                <InboxActionButton
                  key={action}
                  action={action}
                  resource={resource}
                  ids={[record.id]}
                  onDone={backToList}
                />
              ))}
            {inTrash && <InboxActionButton action="restoreFromTrash" resource={resource} ids={[record.id]} />}
            {inTrash && <ConfirmDeleteButton label="app.common.delete_forever" redirect="list" />}
          </Stack>
        </Stack>
        {inTrash && <Alert severity="info">{translate('app.inbox.in_trash')}</Alert>}
        <Box>
          <Typography variant="overline" color="text.secondary">
            {field(resource === 'contact' ? 'subject' : 'position')}
          </Typography>
          <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {topic || translate('app.inbox.no_subject')}
          </Typography>
        </Box>
        <DetailList>
          <dt>{translate('app.inbox.from')}</dt>
          <dd>{record.name}</dd>
          <EmailAndPhone resource={resource} email={record.email} phone={record.phone} />
          <dt>{translate('app.inbox.received')}</dt>
          <dd>{formatDateTime(new Date(record.created_at))}</dd>
          <dt>{translate('app.inbox.consent')}</dt>
          <dd data-testid="kvkk-consent">
            {record.consent_at ? (
              <>
                {translate('app.inbox.consent_given', { at: formatDateTime(new Date(record.consent_at)) })}
                <Typography component="span" display="block" variant="body2" color="text.secondary">
                  {translate('app.inbox.consent_notice', {
                    version: formatConsentVersion(record.consent_version, locale),
                  })}
                  {record.ip ? ` · IP ${record.ip}` : ''}
                </Typography>
              </>
            ) : (
              translate('app.inbox.consent_none')
            )}
          </dd>
        </DetailList>
        <Divider />
        <Box>
          <Typography variant="overline" color="text.secondary">
            {field('message')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.message}</Typography>
        </Box>
        <ReplyButtons
          email={record.email}
          phone={record.phone}
          replyLabel={translate('app.inbox.reply')}
          callLabel={translate('app.inbox.call')}
        >
          {resource === 'human-resources' && <CvDownloadButton record={record} />}
        </ReplyButtons>
      </CardContent>
    </Card>
  );
}

/** One message or application; opening it marks it read. */
export function InboxShow() {
  const resource = useResourceContext();
  if (!isInboxResource(resource)) return null;
  return (
    <ShowBase>
      <Box sx={{ py: { xs: 1, md: 2 }, maxWidth: 920 }}>
        <Detail resource={resource} />
      </Box>
    </ShowBase>
  );
}
