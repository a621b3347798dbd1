import type { AdminRoute } from './adminRoutes';

/** react-admin hands permissions over as `unknown`: ours is the role group's list (authProvider.getPermissions). */
export function toPermissionList(permissions: unknown): readonly string[] {
  return Array.isArray(permissions)
    ? permissions.filter((item): item is string => typeof item === 'string')
    : [];
}

export const canOpen = (route: Pick<AdminRoute, 'permission'>, permissions: readonly string[]): boolean =>
  permissions.includes(route.permission);
