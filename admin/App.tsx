import { createContext, useContext, useMemo, useState } from 'react';
import { Admin } from 'react-admin';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { adminBasePath } from '../shared/areas';
import type { AppAuthProvider } from './auth/authProvider';
import type { AppDataProvider } from './dataProvider/dataProvider';
import { createQueryClient } from './dataProvider/queryClient';
import { i18nProvider } from './i18n/i18nProvider';
import { AppLayout } from './layout/AppLayout';
import { panelTitle } from './layout/useDocumentTitle';
import { adminChildren, notFoundPath } from './navigation/adminChildren';
import { toPermissionList } from './navigation/permissions';
import { ScreensContext } from './navigation/ScreensContext';
import type { AdminScreen } from './navigation/screen';
import { ThemeSettingsProvider, useThemeSettings } from './theme/ThemeSettingsContext';
import { themeFor } from './theme/themes';

/** SPEC §2: /admin opens the statistics screen. */
const ToDashboard = () => <Navigate to="/dashboard" replace />;
/** SPEC §2: any unknown /admin/* path goes to /admin/404. */
const ToNotFound = () => <Navigate to={notFoundPath} replace />;

interface AppProps {
  authProvider: AppAuthProvider;
  dataProvider: AppDataProvider;
  /** The registered screens: admin/screens.ts (main.tsx hands them over; tests pass their own). */
  screens: readonly AdminScreen[];
}

function ThemedAdmin({ authProvider, dataProvider, screens }: AppProps) {
  const { settings } = useThemeSettings();
  const theme = useMemo(() => themeFor(settings.page), [settings.page]);
  // One cache for the panel's life (a theme change re-renders this, and must not empty it).
  const [queryClient] = useState(createQueryClient);
  return (
    <ScreensContext.Provider value={screens}>
      <Admin
        title={panelTitle}
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        layout={AppLayout}
        theme={theme}
        dashboard={ToDashboard}
        catchAll={ToNotFound}
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        {(permissions) => adminChildren(screens, toPermissionList(permissions))}
      </Admin>
    </ScreensContext.Provider>
  );
}

/**
 * The back office: react-admin under /admin in history mode (react-admin's own router would use the URL hash),
 * themed by the theme panel's saved choices. A data router, so that forms can hold a navigation while they
 * have unsaved changes (react-admin's warnWhenUnsavedChanges needs react-router's useBlocker).
 */
export function App(props: AppProps) {
  // Made once: the route's element reads the current props from the context below.
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: <RoutedAdmin /> }], { basename: adminBasePath }),
  );
  return (
    <AppPropsContext.Provider value={props}>
      <RouterProvider router={router} />
    </AppPropsContext.Provider>
  );
}

const AppPropsContext = createContext<AppProps | null>(null);

function RoutedAdmin() {
  const props = useContext(AppPropsContext);
  if (!props) throw new Error('RoutedAdmin outside App');
  return (
    <ThemeSettingsProvider>
      <ThemedAdmin {...props} />
    </ThemeSettingsProvider>
  );
}
