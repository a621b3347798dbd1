import {
  type AdminResourceEntry,
  adminResources,
  type Labels,
  type MenuGroup,
  menuGroups,
  type SubView,
} from '../../shared/adminResources';
import type { Permission } from '../../shared/permissions';

export { menuGroups, type MenuGroup, type SubView };

/** A SPEC §2 admin route: the menu place of a registry entry (shared/adminResources.ts), with its permission. */
export interface AdminRoute {
  /** SPEC §2 admin route name; the menu label is `app.menu.routes.<name>`. */
  name: string;
  /** The spec's path under /admin. */
  path: string;
  group: MenuGroup;
  /** Who may open it (shared/permissions.ts); the menu hides what the user's role group lacks. */
  permission: Permission;
  /** Further spec paths of the same screen, absolute under /admin, and what each opens. */
  subPaths?: Readonly<Record<string, SubView>>;
  /** The react-admin resource the screen lists, when it is one. */
  resource?: string;
  label: Labels;
}

const entries: readonly AdminResourceEntry[] = adminResources;

/**
 * Every admin route of SPEC §2, in menu order: the registry's entries that have a menu place. A route shows
 * in the menu once a screen is registered for it (admin/screens.ts); until then its paths lead to /admin/404.
 */
export const adminRoutes: readonly AdminRoute[] = entries.flatMap(({ menu, permission, resource }) =>
  menu
    ? [
        {
          name: menu.route,
          path: menu.path,
          group: menu.group,
          permission,
          label: menu.label,
          ...(menu.subPaths ? { subPaths: menu.subPaths } : {}),
          ...(resource ? { resource } : {}),
        },
      ]
    : [],
);

export const adminRouteByName = new Map<string, AdminRoute>(adminRoutes.map((route) => [route.name, route]));
