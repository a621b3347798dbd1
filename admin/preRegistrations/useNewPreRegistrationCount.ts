import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';

/** The react-query key of the new pre-registrations counter (the menu badge). */
export const newPreRegistrationsKey = ['unreadCount', 'pre-registrations'] as const;

/**
 * How many pre-registrations are still 'new' (GET /api/admin/pre-registrations/new-count, read through
 * getOne: the count answers at the address a record with id 'new-count' would have), refreshed every
 * minute. Undefined while unknown or when the call fails: the badge is simply not shown.
 */
export function useNewPreRegistrationCount(enabled = true): number | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: newPreRegistrationsKey,
    queryFn: async () => {
      const { data: answer } = await dataProvider.getOne<{ id: string; count?: unknown }>(
        'pre-registrations',
        // A badge's poll, not the user's activity: it must not keep an unattended session alive.
        { id: 'new-count', meta: { background: true } },
      );
      return typeof answer.count === 'number' && Number.isFinite(answer.count) ? answer.count : 0;
    },
    enabled,
    retry: false,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  return data;
}

/** After a status change or a delete: the badge and the dashboard figure follow at once. */
export function useRefreshNewCount() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: newPreRegistrationsKey });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  }, [queryClient]);
}
