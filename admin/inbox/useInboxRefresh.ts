import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type InboxResource, unreadCountKey } from '../layout/useUnreadCount';

/**
 * After an inbox change: the lists and records of the inbox, its unread counter (side menu, profile dropdown)
 * and the dashboard's figures read the server again.
 */
export function useInboxRefresh(resource: InboxResource) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unreadCountKey(resource) }),
        queryClient.invalidateQueries({ queryKey: [resource] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
    [queryClient, resource],
  );
}
