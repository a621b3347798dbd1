import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useConfirmedAction } from '../common/useConfirmedAction';
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
  const { pending, ask, dialog } = useConfirmedAction(async () => {
    await dataProvider.action('users', 'resetTwoStep', { id: record!.id });
    notify('app.two_step.reset_done', { type: 'success' });
    refresh();
  });
  if (!record?.two_step_enabled) return null;

  return (
    <>
      <Button label="app.two_step.reset" color="warning" disabled={pending} onClick={ask}>
        <PhonelinkEraseIcon />
      </Button>
      <ConfirmDialog
        {...dialog}
        title="app.confirm.title"
        content="app.two_step.reset_content"
        confirm="app.two_step.reset_confirm"
      />
    </>
  );
}
