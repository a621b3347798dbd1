import { type AdminRoute, adminRouteByName, type SubView } from './adminRoutes';
import { type AdminScreen, isResourceScreen } from './screen';

export function routeOf(screen: Pick<AdminScreen, 'route'>): AdminRoute {
  const route = adminRouteByName.get(screen.route);
  if (!route) throw new Error(`Unknown admin route "${screen.route}" (see admin/navigation/adminRoutes.ts)`);
  return route;
}

/** Where the menu link of a screen points: the resource's list, or the page's spec path. */
export const screenPath = (screen: AdminScreen): string =>
  isResourceScreen(screen) ? `/${screen.resource}` : routeOf(screen).path;

/** The react-admin path a spec sub-path leads to, given the `?id=` it was opened with. */
export function subViewTarget(resource: string, view: SubView, id: string | null): string {
  const base = `/${resource}`;
  if (view === 'create') return `${base}/create`;
  if (!id) return base;
  const record = `${base}/${encodeURIComponent(id)}`;
  return view === 'edit' ? record : `${record}/${view.slice('custom:'.length)}`;
}

/** Whether the current location belongs to a screen (for the menu's active item). */
export function isScreenActive(screen: AdminScreen, pathname: string): boolean {
  const path = screenPath(screen);
  return pathname === path || pathname.startsWith(`${path}/`);
}
