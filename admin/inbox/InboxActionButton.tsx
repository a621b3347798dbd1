import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { useMutation } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Button, type Identifier, useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { InboxResource } from '../layout/useUnreadCount';
import { useInboxRefresh } from './useInboxRefresh';

type Action = 'moveToTrash' | 'restoreFromTrash' | 'markUnread';

/** What an item in the mail section can do, in the buttons' order (in the trash: restoreFromTrash). */
export const mailActions = ['markUnread', 'moveToTrash'] as const;

/** Each action's button (its label and icon) and what it says when done or failed. */
const actions: Record<Action, { label: string; icon: ReactElement; done: string; failed: string }> = {
  moveToTrash: {
    label: 'app.inbox.move_to_trash',
    icon: <DeleteOutlineIcon />,
    done: 'app.notification.trashed',
    failed: 'app.notification.trash_failed',
  },
  restoreFromTrash: {
    label: 'app.inbox.restore',
    icon: <RestoreFromTrashIcon />,
    done: 'app.inbox.restored',
    failed: 'app.inbox.restore_failed',
  },
  markUnread: {
    label: 'app.inbox.mark_unread',
    icon: <MarkEmailUnreadOutlinedIcon />,
    done: 'app.inbox.marked_unread',
    failed: 'app.inbox.mark_unread_failed',
  },
};

/**
 * Move to the trash (PUT …/trash with trash_list: 'Çöpe Taşındı!'), restore from it or mark as unread, for
 * one item (its page) or the selected rows (the list), in one request; then the list, the record and the
 * unread counter read the server again.
 */
export function InboxActionButton({
  action,
  resource,
  ids,
  onDone,
}: {
  action: Action;
  resource: InboxResource;
  ids: Identifier[];
  onDone?: () => void;
}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useInboxRefresh(resource);
  const { label, icon, done, failed } = actions[action];
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider[action](resource, ids),
    onSuccess: () => {
      notify(done, { type: 'success', messageArgs: { smart_count: ids.length } });
      onDone?.();
      void refresh();
    },
    onError: () => notify(failed, { type: 'error' }),
  });
  return (
    <Button label={label} disabled={isPending || ids.length === 0} onClick={() => mutate()}>
      {icon}
    </Button>
  );
}
