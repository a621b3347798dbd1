import PersonOffIcon from '@mui/icons-material/PersonOff';
import PersonIcon from '@mui/icons-material/Person';
import { type MouseEvent, useState } from 'react';
import { Button, useRecordContext, useUpdate } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useFeedback } from '../common/notifications';
import type { UserRecord } from './userTypes';

/** Deactivates (or re-activates) a user after a confirmation; the server ends a deactivated user's sessions. */
export function ActiveToggleButton() {
  const record = useRecordContext<UserRecord>();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  const feedback = useFeedback();
  if (!record) return null;
  const deactivating = record.active === 1;
  const confirm = () =>
    update(
      'users',
      {
        id: record.id,
        data: {
          name: record.name,
          email: record.email,
          role_group_id: record.role_group_id,
          active: deactivating ? 0 : 1,
        },
        previousData: record,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          feedback.success('changed');
        },
        onError: (error) => {
          setOpen(false);
          feedback.failure(error);
        },
      },
    );
  return (
    <>
      <Button
        label={deactivating ? 'app.users.deactivate' : 'app.users.activate'}
        color={deactivating ? 'warning' : 'primary'}
        disabled={isPending}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {deactivating ? <PersonOffIcon /> : <PersonIcon />}
      </Button>
      <ConfirmDialog
        open={open}
        loading={isPending}
        destructive={deactivating}
        title="app.confirm.title"
        content={deactivating ? 'app.users.deactivate_content' : 'app.users.activate_content'}
        confirm={deactivating ? 'app.users.deactivate_confirm' : 'app.users.activate_confirm'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
