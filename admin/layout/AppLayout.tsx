import { Box } from '@mui/material';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Loading, SkipNavigationButton } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useThemeSettings } from '../theme/ThemeSettingsContext';
import { layoutConstants } from '../theme/themeSettings';
import { BackToTop, roomBelowContent } from './BackToTop';
import { ErrorBoundary } from './ErrorBoundary';
import { IdleWarning } from './IdleWarning';
import { ShellProvider } from './ShellContext';
import { SideMenu } from './SideMenu';
import { ThemePanel } from './ThemePanel';
import { TopBar } from './TopBar';
import { useDocumentLanguage, useDocumentTitle } from './useDocumentTitle';

/**
 * SPEC §2 admin routes: every navigation starts at the top of the page, the tab names the screen, and the
 * page's language is the panel's.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useDocumentTitle();
  useDocumentLanguage();
  return null;
}

/** The back office shell (react-admin's `layout`): top bar, side menu, the page, theme panel, back-to-top. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { settings } = useThemeSettings();
  const { pathname } = useLocation();
  const boxed = settings.width === 'boxed';
  return (
    <ShellProvider>
      <ScrollToTop />
      <Box
        data-testid="admin-shell"
        data-theme-page={settings.page}
        data-theme-width={settings.width}
        data-sidebar-layout={settings.sidebarLayout}
        sx={{
          minHeight: '100vh',
          bgcolor: boxed ? (settings.page === 'dark' ? '#05080f' : '#dfe5ec') : 'background.default',
        }}
      >
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            minHeight: '100vh',
            mx: 'auto',
            maxWidth: boxed ? layoutConstants.boxedMaxWidth : 'none',
            bgcolor: 'background.default',
            boxShadow: boxed ? '0 0 40px rgba(15, 23, 42, 0.12)' : 'none',
          }}
        >
          <SkipNavigationButton />
          <TopBar />
          <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
            <SideMenu />
            <Box
              component="main"
              id="main-content"
              sx={{
                flex: 1,
                minWidth: 0,
                display: 'flex',
                flexDirection: 'column',
                px: { xs: 1.5, sm: 2, md: 3 },
                // Room below the content for the buttons pinned to the screen's bottom (BackToTop.tsx).
                pb: roomBelowContent,
              }}
            >
              <ErrorBoundary resetKey={pathname}>
                <Suspense fallback={<Loading />}>{children}</Suspense>
              </ErrorBoundary>
            </Box>
          </Box>
        </Box>
      </Box>
      <ThemePanel />
      <BackToTop />
      <IdleWarning />
    </ShellProvider>
  );
}
