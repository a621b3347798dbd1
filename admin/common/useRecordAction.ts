import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { useFeedback } from './notifications';

type ActionParams = Parameters<AppDataProvider['action']>[2];

/**
 * A change one control makes to a record through a named action of the data provider (a language shown on
 * the site, a support request's status): then 'Değiştirildi!' and the resource's queries fetched again, with
 * `alsoStale` the other queries that read it; or 'Başarısız!' with the server's reason.
 */
export function useRecordAction<V>(
  resource: string,
  action: string,
  params: (value: V) => ActionParams,
  alsoStale: readonly QueryKey[] = [],
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  return useMutation({
    mutationFn: (value: V) => dataProvider.action(resource, action, params(value)),
    onSuccess: () => {
      feedback.success('changed');
      for (const queryKey of [[resource], ...alsoStale]) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => feedback.failure(error),
  });
}
