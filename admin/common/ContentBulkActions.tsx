import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { useMutation } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import {
  Button,
  type RaRecord,
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

/** Where a list row's cover image is, for the resources whose publishing asks about it (CoverWarning.tsx). */
const coverFields: Readonly<Record<string, string>> = { products: 'cover_url', news: 'image_url' };

/** The selected rows that would go on the site without a cover image: none for other resources. */
function withoutCover(resource: string, action: BulkAction, ids: readonly unknown[], rows: RaRecord[]) {
  const field = coverFields[resource];
  if (action !== 'publish' || !field) return [];
  return rows.filter((row) => ids.includes(row.id) && !row[field]).map((row) => row.id);
}

/**
 * One action over the selected rows (PUT /<path>/bulk, all or nothing): the server's message, the selection
 * cleared and the list read again. A permanent delete asks first, naming the first few records; so does
 * publishing courses or news without a cover image, naming those.
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
      notify(message || 'app.trash.done', { type: 'success', messageArgs: { _: message } });
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
  const coverless = withoutCover(resource, action, selectedIds, data ?? []);
  const asks = confirm || coverless.length > 0;
  const named = (ids: typeof selectedIds) => selectedNames(ids, data ?? [], represent, translate);
  const coverlessWording = { names: 'app.public_page.no_cover_names', more: 'app.public_page.no_cover_more' };
  return (
    <>
      <Button
        label={label}
        color={danger ? 'error' : 'primary'}
        disabled={isPending || selectedIds.length === 0}
        onClick={() => (asks ? setAsking(true) : run())}
      >
        {icon}
      </Button>
      {confirm && (
        <ConfirmDialog
          open={asking}
          loading={isPending}
          onConfirm={run}
          onClose={() => setAsking(false)}
          detail={asking ? named(selectedIds) : undefined}
        />
      )}
      {!confirm && coverless.length > 0 && (
        <ConfirmDialog
          open={asking}
          loading={isPending}
          onConfirm={run}
          onClose={() => setAsking(false)}
          title="app.public_page.no_cover_title"
          content="app.public_page.no_cover"
          confirm="app.public_page.publish_anyway"
          destructive={false}
          detail={
            asking ? selectedNames(coverless, data ?? [], represent, translate, coverlessWording) : undefined
          }
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
