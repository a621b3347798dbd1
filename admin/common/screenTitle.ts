import { adminRoutes } from '../navigation/adminRoutes';

/**
 * A list screen's heading: the menu's name for the resource's screen (the registry's route, written once in
 * shared/adminResources.ts), or the resource's own name where it has no menu place.
 */
export function screenTitle(resource: string | undefined): string {
  const route = adminRoutes.find((item) => item.resource === resource);
  return route ? `app.menu.routes.${route.name}` : `resources.${resource}.name`;
}
