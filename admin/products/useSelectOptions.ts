import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SelectOption } from '../../shared/schemas/product';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { optionsLoadHelper } from '../common/OptionsLoadFailed';

/**
 * The id/name options a resource offers to select inputs (GET /instructor/select-options…), as the input's
 * props: `choices` (none until they arrive), `isPending`, and `helperText` saying so when they failed to load,
 * so `<AutocompleteInput {...courses} />`.
 */
export function useSelectOptions(resource: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: [resource, 'selectOptions'],
    queryFn: () => dataProvider.selectOptions<SelectOption>(resource),
  });
  return { choices: query.data ?? [], isPending: query.isPending, helperText: optionsLoadHelper(query) };
}
