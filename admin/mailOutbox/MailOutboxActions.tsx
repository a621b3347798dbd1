import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import ReplayIcon from '@mui/icons-material/Replay';
import { Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ApiError } from '../../shared/httpClient';
import type { MailOutboxEntry } from '../../shared/mailOutbox';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { useFeedback } from '../common/notifications';

type Action = 'retry' | 'cancel';

/** What each button is offered for; the server has the last word (and says why it refuses). */
const offered: Record<Action, (entry: MailOutboxEntry) => boolean> = {
  retry: (entry) =>
    entry.kind !== 'password-reset' &&
    entry.has_content &&
    (entry.status === 'failed' ||
      entry.status === 'cancelled' ||
      (entry.status === 'pending' && entry.attempts > 0)),
  cancel: (entry) => entry.status === 'pending',
};

/**
 * "Yeniden gönder" and "İptal et" of one outbox message (PUT /mail-outbox/:id/retry, …/cancel): the server's
 * message either way (a refusal in its own words, translated on the English panel), then the list again.
 */
export function MailOutboxActions({ entry: entryProp }: { entry?: MailOutboxEntry; label?: string }) {
  const contextEntry = useRecordContext<MailOutboxEntry>();
  const entry = entryProp ?? contextEntry;
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const feedback = useFeedback();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { mutate, isPending } = useMutation({
    mutationFn: ({ action, id }: { action: Action; id: number }) =>
      dataProvider.action<{ message?: string }>('mail-outbox', action, { id }),
    onSuccess: (answer) => {
      notify(answer?.message || 'app.notification.changed', {
        type: 'success',
        messageArgs: { _: answer?.message },
      });
      refresh();
    },
    onError: (error) => {
      // A refusal (409) is a sentence of its own: shown, translated, rather than after "Başarısız!".
      if (error instanceof ApiError && error.status === 409 && error.body?.message) {
        notify(error.body.message, { type: 'warning' });
        refresh();
      } else feedback.failure(error);
    },
  });
  if (!entry) return null;
  const actions = (['retry', 'cancel'] as const).filter((action) => offered[action](entry));
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <Button
          key={action}
          label={`app.mailOutbox.${action}`}
          aria-label={translate(`app.mailOutbox.${action}_label`, { recipient: entry.recipient })}
          variant="outlined"
          size="small"
          color={action === 'cancel' ? 'warning' : 'primary'}
          disabled={isPending}
          onClick={(event) => {
            event.stopPropagation();
            mutate({ action, id: entry.id });
          }}
        >
          {action === 'retry' ? <ReplayIcon /> : <CancelScheduleSendIcon />}
        </Button>
      ))}
    </Stack>
  );
}
