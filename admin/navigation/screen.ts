import type { ComponentType, ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import type { ResourceName } from '../dataProvider/resources';
import type { AdminRouteName } from './adminRoutes';

/** A react-admin resource serving one spec route (list at /admin/<resource>, create, edit). */
export interface ResourceScreen {
  route: AdminRouteName;
  /** react-admin's resource name: a key of admin/dataProvider/resources.ts. */
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
