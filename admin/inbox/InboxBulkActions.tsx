import { useListContext, useResourceContext } from 'react-admin';
import { BulkConfirmDeleteButton } from '../common/BulkConfirmDeleteButton';
import { isInboxResource } from './inboxTypes';
import { MoveToTrashButton } from './MoveToTrashButton';

/** What the selected rows can do: in the mail section go to the trash; in the trash, go for good. */
export function InboxBulkActions() {
  const resource = useResourceContext();
  const { filterValues, selectedIds, onUnselectItems } = useListContext();
  if (!isInboxResource(resource)) return null;
  if (filterValues.section === 'trash') return <BulkConfirmDeleteButton />;
  return <MoveToTrashButton resource={resource} ids={selectedIds} onDone={onUnselectItems} />;
}
