import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { MouseEvent } from 'react';
import {
  Button,
  type RaRecord,
  type RedirectionSideEffect,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
} from 'react-admin';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { useFeedback } from './notifications';

export interface TrashButtonProps {
  /** Defaults to the record and resource of the surrounding list row or form. */
  record?: RaRecord;
  resource?: string;
  /** Where to go once the record is on its way to the trash (an edit page goes back to its list). */
  redirect?: RedirectionSideEffect;
}

/**
 * Moves one content record to the trash in a single click (issue 28): react-admin's undoable delete. The
 * row leaves the list at once with 'Çöpe Taşındı!' and a "Geri Al" button; only when that notice closes
 * without an undo does DELETE /<path>/:id go out (the server moves the record to the trash, where it can
 * still be restored).
 */
export function TrashButton({
  record: recordProp,
  resource: resourceProp,
  redirect: to = false,
}: TrashButtonProps) {
  const record = useRecordContext({ record: recordProp });
  const resource = useResourceContext({ resource: resourceProp });
  const [deleteOne, { isPending }] = useDelete();
  const notify = useNotify();
  const feedback = useFeedback();
  const redirect = useRedirect();
  if (!record || !resource) return null;

  const moveToTrash = (event: MouseEvent) => {
    // Inside a clickable row the click must not open the record as well.
    event.stopPropagation();
    void deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          notify('app.notification.trashed', { type: 'info', undoable: true });
          if (to !== false) redirect(to, resource);
        },
        onError: (error) => feedback.failure(error, 'trash_failed'),
      },
    );
  };

  return (
    <Button label="app.trash.move" color="error" disabled={isPending} onClick={moveToTrash}>
      <DeleteOutlineIcon />
    </Button>
  );
}

/**
 * The delete of a content record's edit page: to the trash (one click, undoable) while it is live; from the
 * trash, for good after the spec's confirmation. Either way back to the list.
 */
export function EditPageDeleteButton() {
  const record = useRecordContext<RaRecord & { deleted_at?: string | null }>();
  if (record?.deleted_at) return <ConfirmDeleteButton permanent redirect="list" />;
  return <TrashButton redirect="list" />;
}
