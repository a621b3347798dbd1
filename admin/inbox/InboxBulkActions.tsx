import { useListContext, useResourceContext } from 'react-admin';
import { BulkConfirmDeleteButton } from '../common/BulkConfirmDeleteButton';
import { InboxActionButton, mailActions } from './InboxActionButton';
import { isInboxResource } from './inboxTypes';

/**
 * What the selected rows can do: in the mail section go to the trash or turn unread again; in the trash, go
 * back to the mail section ("Geri Al") or go for good.
 */
export function InboxBulkActions() {
  const resource = useResourceContext();
  const { filterValues, selectedIds, onUnselectItems } = useListContext();
  if (!isInboxResource(resource)) return null;
  // The selected rows, and what is done after: nothing stays selected.
  const rows = { resource, ids: selectedIds, onDone: onUnselectItems };
  if (filterValues.section === 'trash') {
    return (
      <>
        <InboxActionButton action="restoreFromTrash" {...rows} />
        <BulkConfirmDeleteButton />
      </>
    );
  }
  return (
    <>
      {mailActions.map((action) => (
        <InboxActionButton key={action} action={action} {...rows} />
      ))}
    </>
  );
}
