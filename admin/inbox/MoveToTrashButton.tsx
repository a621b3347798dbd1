import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useMutation } from '@tanstack/react-query';
import { Button, type Identifier, useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { InboxResource } from '../layout/useUnreadCount';
import { useInboxRefresh } from './useInboxRefresh';

/** Moves items to the trash section in one request (PUT …/trash with trash_list): 'Çöpe Taşındı!'. */
export function MoveToTrashButton({
  resource,
  ids,
  onDone,
}: {
  resource: InboxResource;
  ids: Identifier[];
  onDone?: () => void;
}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useInboxRefresh(resource);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.moveToTrash(resource, ids),
    onSuccess: () => {
      notify('app.notification.trashed', { type: 'success' });
      onDone?.();
      void refresh();
    },
    onError: () => notify('app.notification.trash_failed', { type: 'error' }),
  });
  return (
    <Button label="app.inbox.move_to_trash" disabled={isPending || ids.length === 0} onClick={() => mutate()}>
      <DeleteOutlineIcon />
    </Button>
  );
}
