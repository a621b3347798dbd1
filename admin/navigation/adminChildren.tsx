import type { ReactElement } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route, useSearchParams } from 'react-router-dom';
import { AccessDeniedPage } from '../pages/AccessDeniedPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import type { SubView } from './adminRoutes';
import { canOpen } from './permissions';
import { type AdminScreen, isPageScreen, isResourceScreen, type ResourceScreen } from './screen';
import { routeOf, subViewTarget } from './screenPaths';

export const notFoundPath = '/404';

/** A spec sub-path (/contract-update?id=3) → react-admin's own path for that view (/contracts/3). */
function SubPathRedirect({ resource, view }: { resource: string; view: SubView }) {
  const [params] = useSearchParams();
  return <Navigate to={subViewTarget(resource, view, params.get('id'))} replace />;
}

function resourceElement(screen: ResourceScreen): ReactElement {
  return (
    <Resource
      key={screen.resource}
      name={screen.resource}
      icon={screen.icon}
      list={screen.list}
      create={screen.create}
      edit={screen.edit}
      show={screen.show}
      recordRepresentation={screen.recordRepresentation}
    >
      {screen.routes?.map((route) => (
        <Route key={route.path} path={route.path} element={route.element} />
      ))}
    </Resource>
  );
}

/** The spec paths that are not react-admin's own: redirects to the resource's list and views. */
function specRedirects(screen: ResourceScreen): ReactElement[] {
  const route = routeOf(screen);
  const own = `/${screen.resource}`;
  const routes: ReactElement[] = [];
  if (route.path !== own) {
    routes.push(<Route key={route.path} path={route.path} element={<Navigate to={own} replace />} />);
  }
  for (const [path, view] of Object.entries(route.subPaths ?? {})) {
    routes.push(
      <Route key={path} path={path} element={<SubPathRedirect resource={screen.resource} view={view} />} />,
    );
  }
  return routes;
}

/** Every path of a screen the user may not open shows the access-denied page instead of its content. */
function deniedRoutes(screen: AdminScreen): ReactElement[] {
  const route = routeOf(screen);
  const paths = [route.path, ...Object.keys(route.subPaths ?? {})];
  if (isResourceScreen(screen)) paths.push(`/${screen.resource}/*`);
  return [...new Set(paths)].map((path) => (
    <Route key={`denied:${path}`} path={path} element={<AccessDeniedPage />} />
  ));
}

/**
 * What <Admin> renders for a user: a <Resource> per registered resource screen their role group may open,
 * a route per page screen, the spec's redirects, the access-denied routes and /404.
 */
export function adminChildren(
  screens: readonly AdminScreen[],
  permissions: readonly string[],
): ReactElement[] {
  const allowed = screens.filter((screen) => canOpen(routeOf(screen), permissions));
  const denied = screens.filter((screen) => !canOpen(routeOf(screen), permissions));
  const resources = allowed.filter(isResourceScreen);
  const customRoutes: ReactElement[] = [
    ...allowed
      .filter(isPageScreen)
      .map(({ route, page: Page }) => (
        <Route key={route} path={routeOf({ route }).path} element={<Page />} />
      )),
    ...resources.flatMap(specRedirects),
    ...denied.flatMap(deniedRoutes),
    <Route key="404" path={notFoundPath} element={<NotFoundPage />} />,
  ];
  return [...resources.map(resourceElement), <CustomRoutes key="custom-routes">{customRoutes}</CustomRoutes>];
}
