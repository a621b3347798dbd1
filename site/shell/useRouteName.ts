import { matchPath, useLocation } from 'react-router-dom';
import type { PublicRouteName } from '../../shared/publicApi';
import { siteRoutes } from '../routes';

/** The SPEC §2 route name of the current path ('not_found' for anything else). */
export function useRouteName(): PublicRouteName {
  const { pathname } = useLocation();
  return siteRoutes.find((route) => matchPath(route.path, pathname))?.name ?? 'not_found';
}
