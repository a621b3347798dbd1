import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { useMutation } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import {
  Button,
  useDataProvider,
  useGetRecordRepresentation,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider, BulkAction } from '../dataProvider/dataProvider';
import { selectedNames } from './BulkConfirmDeleteButton';
import { ConfirmDialog } from './ConfirmDialog';
import { useTrashView } from './contentLists';
import { useFeedback } from './notifications';

const buttons: Record<BulkAction, { label: string; icon: ReactElement; danger?: boolean }> = {
  publish: { label: 'app.trash.publish', icon: <PublicIcon /> },
  unpublish: { label: 'app.trash.unpublish', icon: <PublicOffIcon /> },
  trash: { label: 'app.trash.move', icon: <DeleteOutlineIcon />, danger: true },
  restore: { label: 'app.trash.restore', icon: <RestoreFromTrashIcon /> },
  destroy: { label: 'app.common.delete_forever', icon: <DeleteForeverIcon />, danger: true },
};

/**
 * One action over the selected rows (PUT /<path>/bulk, all or nothing): the server's message, the selection
 * cleared and the list read again. A permanent delete asks first, naming the first few records.
 */
export function BulkActionButton({ action, confirm = false }: { action: BulkAction; confirm?: boolean }) {
  const { selectedIds, onUnselectItems, data } = useListContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const feedback = useFeedback();
  const refresh = useRefresh();
  const represent = useGetRecordRepresentation(resource);
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (target: { resource: string; ids: typeof selectedIds }) =>
      dataProvider.bulk(target.resource, action, target.ids),
    onSuccess: ({ message }) => {
      setAsking(false);
      notify(message || 'app.trash.done', { type: 'success' });
      onUnselectItems();
      refresh();
    },
    onError: (error) => {
      setAsking(false);
      feedback.failure(error);
    },
  });
  if (!resource) return null;
  const { label, icon, danger } = buttons[action];
  const run = () => mutate({ resource, ids: selectedIds });
  return (
    <>
      <Button
        label={label}
        color={danger ? 'error' : 'primary'}
        disabled={isPending || selectedIds.length === 0}
        onClick={() => (confirm ? setAsking(true) : run())}
      >
        {icon}
      </Button>
      {confirm && (
        <ConfirmDialog
          open={asking}
          loading={isPending}
          onConfirm={run}
          onClose={() => setAsking(false)}
          detail={asking ? selectedNames(selectedIds, data ?? [], represent, translate) : undefined}
        />
      )}
    </>
  );
}

/**
 * What the selected rows of a content list can do (issue 28): on the records, publish, unpublish (not for
 * lists without a publish flag: contracts) and move to the trash; in the trash, restore or delete for good.
 */
export function ContentBulkActions({ publishable = true }: { publishable?: boolean }) {
  const trash = useTrashView();
  if (trash) {
    return (
      <>
        <BulkActionButton action="restore" />
        <BulkActionButton action="destroy" confirm />
      </>
    );
  }
  return (
    <>
      {publishable && <BulkActionButton action="publish" />}
      {publishable && <BulkActionButton action="unpublish" />}
      <BulkActionButton action="trash" />
    </>
  );
}
