import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CampaignIcon from '@mui/icons-material/Campaign';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { WaitlistAction } from '../../shared/schemas/preRegistration';
import { formatTurkeyTime } from '../catalogue/turkeyTime';
import { useFailureText } from '../common/notifications';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { PreRegistrationRecord } from './preRegistrationTypes';

const icons = {
  up: ArrowUpwardIcon,
  down: ArrowDownwardIcon,
  skip: SkipNextIcon,
  offer: CampaignIcon,
} as const;

/** A waiting row's seat offer that has not run out yet. */
export const hasLiveOffer = (record: PreRegistrationRecord, now = Date.now()) =>
  Boolean(record.offer_expires_at && new Date(record.offer_expires_at).getTime() > now);

/** Whether the row waits in its session's queue: on the waiting list and not cancelled. */
export const isWaiting = (record: PreRegistrationRecord | undefined) =>
  Boolean(record?.waitlist && record.status !== 'cancelled');

/** "Sırada 2." and, with a live offer, "Teklif gönderildi, 12.12.2026 - 14:00'e kadar". */
export function WaitlistState({ record }: { record: PreRegistrationRecord }) {
  const translate = useTranslate();
  if (!isWaiting(record)) return null;
  return (
    <Box component="span" sx={{ display: 'block' }}>
      {record.waitlist_position !== null && (
        <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600 }}>
          {translate('app.preRegistrations.queue_position', { position: record.waitlist_position })}
        </Typography>
      )}
      {hasLiveOffer(record) && (
        <Typography component="span" variant="body2" color="success.dark" sx={{ display: 'block' }}>
          {translate('app.preRegistrations.offer_until', {
            time: formatTurkeyTime(record.offer_expires_at),
          })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Yukarı / Aşağı / Atla / Yer teklif et for a waiting row (PUT /pre-registrations/:id/waitlist): moves it in
 * its session's queue, skips it (to the end, a live offer withdrawn) or offers it a free seat now. The
 * server's refusal ("Bu oturumda boş yer yok") is shown as it words it. `compact`: icon buttons, for a
 * list row (a click there does not open the record).
 */
export function WaitlistActions({ compact = false }: { compact?: boolean }) {
  const record = useRecordContext<PreRegistrationRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const failureText = useFailureText();
  const provider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);
  if (!record || !isWaiting(record)) return null;

  const move = async (event: MouseEvent, action: WaitlistAction) => {
    event.stopPropagation();
    setBusy(true);
    try {
      const { message } = await provider.call('PUT', `pre-registrations/${record.id}/waitlist`, { action });
      notify(message ? translate(message) : 'app.notification.updated', {
        type: 'success',
      });
      refresh();
    } catch (error) {
      notify(failureText(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const actions: WaitlistAction[] = ['up', 'down', 'skip', 'offer'];
  const labelOf = (action: WaitlistAction) =>
    translate(`app.preRegistrations.waitlist_actions.${action}`, { name: record.name });
  const textOf = (action: WaitlistAction) => translate(`app.preRegistrations.waitlist_buttons.${action}`);
  return (
    <Stack
      direction="row"
      spacing={compact ? 0 : 1}
      sx={{ flexWrap: 'wrap', rowGap: 1 }}
      role="group"
      aria-label={translate('app.preRegistrations.queue')}
    >
      {actions.map((action) => {
        const Icon = icons[action];
        return compact ? (
          <Tooltip key={action} title={textOf(action)}>
            <span>
              <IconButton
                size="small"
                aria-label={labelOf(action)}
                disabled={busy || (action === 'up' && record.waitlist_position === 1)}
                onClick={(event) => void move(event, action)}
              >
                <Icon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ) : (
          <Button
            key={action}
            size="small"
            variant={action === 'offer' ? 'contained' : 'outlined'}
            startIcon={<Icon />}
            aria-label={labelOf(action)}
            disabled={busy || (action === 'up' && record.waitlist_position === 1)}
            onClick={(event) => void move(event, action)}
          >
            {textOf(action)}
          </Button>
        );
      })}
    </Stack>
  );
}

/** The edit page's queue section for a waiting row: where it stands, its offer, and the four moves. */
export function WaitlistPanel() {
  const record = useRecordContext<PreRegistrationRecord>();
  const translate = useTranslate();
  if (!record || !isWaiting(record)) return null;
  const headingId = 'waitlist-queue-heading';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', my: 2 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {translate('app.preRegistrations.queue')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.preRegistrations.queue_hint')}
      </Typography>
      <WaitlistState record={record} />
      <Box sx={{ mt: 1 }}>
        <WaitlistActions />
      </Box>
    </Box>
  );
}
