import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';

export type InboxResource = 'contact' | 'human-resources';

/** The react-query key of an inbox's unread counter: invalidate or set it after marking items read. */
export const unreadCountKey = (resource: InboxResource) => ['unreadCount', resource] as const;

/**
 * An inbox's unread count (GET /api/admin/<inbox>/not-check-count), refreshed every minute. Undefined while
 * unknown, or when the call fails (the badge is simply not shown). The poll goes as a background request
 * (dataProvider.unreadCount): a tab left open does not keep its session alive (issue 27).
 */
export function useUnreadCount(resource: InboxResource, enabled = true): number | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: unreadCountKey(resource),
    queryFn: () => dataProvider.unreadCount(resource),
    enabled,
    retry: false,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  return data;
}
