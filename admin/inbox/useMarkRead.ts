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
  // The item as it was when opened decides, once: one request even when React runs the effect twice in
  // development, and none when the office marks it unread again from this page (the record reloads unread).
  const opened = useRef<InboxItem['id'] | null>(null);

  useEffect(() => {
    if (!record || opened.current === record.id) return;
    opened.current = record.id;
    if (record.check !== 0) return;
    dataProvider
      .markRead(resource, record.id)
      .then(() => refresh())
      .catch(() => {
        // Still unread on the server: try again the next time it is opened.
        opened.current = null;
      });
  }, [dataProvider, record, refresh, resource]);
}
