import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SelectOption } from '../../shared/schemas/product';
import type { AppDataProvider } from '../dataProvider/dataProvider';

/**
 * The id/name options a resource offers to select inputs (GET /instructor/select-options…), as the input's
 * props: `choices` (none until they arrive) and `isPending`, so `<AutocompleteInput {...courses} />`.
 */
export function useSelectOptions(resource: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: [resource, 'selectOptions'],
    queryFn: () => dataProvider.selectOptions<SelectOption>(resource),
  });
  return { choices: data ?? [], isPending };
}
