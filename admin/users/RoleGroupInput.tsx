import { useGetList } from 'react-admin';
import { RequiredSelectInput } from '../common/RequiredSelectInput';
import { optionsLoadHelper } from '../common/OptionsLoadFailed';
import { useRoleName } from './roleName';

/** The role groups of GET /api/admin/role/groups as the choices of a select. */
export function RoleGroupInput() {
  const roleName = useRoleName();
  const roleGroups = useGetList('role-groups', { pagination: { page: 1, perPage: 100 } });
  return (
    <RequiredSelectInput
      source="role_group_id"
      choices={roleGroups.data ?? []}
      optionText={(role: { key: string; name: string }) => roleName(role)}
      optionValue="id"
      isPending={roleGroups.isPending}
      helperText={optionsLoadHelper(roleGroups)}
      fullWidth
    />
  );
}
