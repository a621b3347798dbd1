import type { ComponentType, ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import type { AdminRouteName, ResourceName } from '../../shared/adminResources';
import { adminRouteByName } from './adminRoutes';

/** A react-admin resource serving one spec route (list at /admin/<resource>, create, edit). */
export interface ResourceScreen {
  route: AdminRouteName;
  /** react-admin's resource name: the registry entry's `resource` (shared/adminResources.ts). */
  resource: ResourceName;
  icon: ComponentType;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  recordRepresentation?: string | ReactElement | ((record: RaRecord) => string);
  /** Extra pages inside the resource, relative to /admin/<resource> (users: ':id/reset-password'). */
  routes?: readonly { path: string; element: ReactElement }[];
}

/** A single page served at the spec route's own path (the dashboard, content page editors, site settings). */
export interface PageScreen {
  route: AdminRouteName;
  icon: ComponentType;
  page: ComponentType;
}

export type AdminScreen = ResourceScreen | PageScreen;

export const isResourceScreen = (screen: AdminScreen): screen is ResourceScreen => 'resource' in screen;
export const isPageScreen = (screen: AdminScreen): screen is PageScreen => 'page' in screen;

/** What a folder's index.ts supplies: the components. Where they sit and what they list is the registry's. */
export type ScreenParts = Omit<ResourceScreen, 'route' | 'resource'> | Omit<PageScreen, 'route'>;

/**
 * A screen for a registry route (shared/adminResources.ts): a page when the parts bring one, otherwise a
 * react-admin resource of the route's registered resource. Every screen folder's index.ts default-exports
 * one of these (or a list of them), and admin/screens.ts finds them.
 *
 *   export default defineScreen('contracts', { icon: GavelIcon, list: ContractList, edit: ContractEdit });
 */
export function defineScreen(route: AdminRouteName, parts: ScreenParts): AdminScreen {
  if ('page' in parts) return { route, ...parts };
  const resource = adminRouteByName.get(route)?.resource;
  if (!resource) throw new Error(`Admin route "${route}" has no resource in shared/adminResources.ts`);
  return { route, resource: resource as ResourceName, ...parts };
}
