import { useListContext, useResourceContext } from 'react-admin';
import { BulkConfirmDeleteButton } from '../common/BulkConfirmDeleteButton';
import { InboxActionButton } from './InboxActionButton';
import { isInboxResource } from './inboxTypes';
import { MoveToTrashButton } from './MoveToTrashButton';

/**
 * What the selected rows can do: in the mail section go to the trash or turn unread again; in the trash, go
 * back to the mail section ("Geri Al") or go for good.
 */
export function InboxBulkActions() {
  const resource = useResourceContext();
  const { filterValues, selectedIds, onUnselectItems } = useListContext();
  if (!isInboxResource(resource)) return null;
  if (filterValues.section === 'trash') {
    return (
      <>
        <InboxActionButton
          action="restoreFromTrash"
          resource={resource}
          ids={selectedIds}
          onDone={onUnselectItems}
        />
        <BulkConfirmDeleteButton />
      </>
    );
  }
  return (
    <>
      <InboxActionButton action="markUnread" resource={resource} ids={selectedIds} onDone={onUnselectItems} />
      <MoveToTrashButton resource={resource} ids={selectedIds} onDone={onUnselectItems} />
    </>
  );
}
