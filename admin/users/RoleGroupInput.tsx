import { SelectInput, useGetList } from 'react-admin';

/** The role groups of GET /api/admin/role/groups as the choices of a select. */
export function RoleGroupInput() {
  const { data, isPending } = useGetList('role-groups', { pagination: { page: 1, perPage: 100 } });
  return (
    <SelectInput
      source="role_group_id"
      choices={data ?? []}
      optionText="name"
      optionValue="id"
      isPending={isPending}
      fullWidth
    />
  );
}
