import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { type MouseEvent, useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useFeedback } from '../common/notifications';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { UserRecord } from './userTypes';

/**
 * "İki adımlı doğrulamayı sıfırla" (issue 27): another administrator's help when a user lost their phone.
 * Asks first, in the spec's confirmation style; the server removes the user's two-step sign-in and ends
 * their sessions. Shown only for users who have it on.
 */
export function ResetTwoStepButton() {
  const record = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const feedback = useFeedback();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record?.two_step_enabled) return null;

  async function confirm() {
    setPending(true);
    try {
      await dataProvider.action('users', 'resetTwoStep', { id: record!.id });
      notify('app.two_step.reset_done', { type: 'success' });
      refresh();
    } catch (error) {
      feedback.failure(error);
    } finally {
      setPending(false);
      setOpen(false);
    }
  }

  return (
    <>
      <Button
        label="app.two_step.reset"
        color="warning"
        disabled={pending}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <PhonelinkEraseIcon />
      </Button>
      <ConfirmDialog
        open={open}
        loading={pending}
        title="app.confirm.title"
        content="app.two_step.reset_content"
        confirm="app.two_step.reset_confirm"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
