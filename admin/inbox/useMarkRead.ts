import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { InboxResource } from '../layout/useUnreadCount';
import type { InboxItem } from './inboxTypes';
import { useInboxRefresh } from './useInboxRefresh';

/** SPEC §4: opening an unread item marks it read (PUT …/check with its id), and the unread counter drops. */
export function useMarkRead(resource: InboxResource, record: InboxItem | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useInboxRefresh(resource);
  // One request per opened item, even when React runs the effect twice in development.
  const marked = useRef<InboxItem['id'] | null>(null);

  useEffect(() => {
    if (!record || record.check !== 0 || marked.current === record.id) return;
    marked.current = record.id;
    dataProvider
      .markRead(resource, record.id)
      .then(() => refresh())
      .catch(() => {
        // Still unread on the server: try again the next time it is opened.
        marked.current = null;
      });
  }, [dataProvider, record, refresh, resource]);
}
