import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SelectOption } from '../../shared/schemas/product';
import type { AppDataProvider } from '../dataProvider/dataProvider';

/** The id/name options a resource offers to select inputs (GET /instructor/select-options…). */
export function useSelectOptions(resource: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [resource, 'selectOptions'],
    queryFn: () => dataProvider.selectOptions<SelectOption>(resource),
  });
}
