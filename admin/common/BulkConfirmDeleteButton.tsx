import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useState } from 'react';
import { Button, useDeleteMany, useListContext, useResourceContext } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';
import { useFeedback } from './notifications';

/**
 * Permanently deletes the selected rows of a list (a `bulkActionButtons` entry) after the spec's
 * confirmation; one request for all of them.
 */
export function BulkConfirmDeleteButton({ label = 'app.common.delete_forever' }: { label?: string }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const resource = useResourceContext();
  const [open, setOpen] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();
  const feedback = useFeedback();

  if (!resource) return null;

  const confirm = () =>
    deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          onUnselectItems();
          feedback.success('deleted');
        },
        onError: (error) => {
          setOpen(false);
          feedback.failure(error, 'delete_failed');
        },
      },
    );

  return (
    <>
      <Button label={label} color="error" disabled={isPending} onClick={() => setOpen(true)}>
        <DeleteForeverIcon />
      </Button>
      <ConfirmDialog open={open} loading={isPending} onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  );
}
