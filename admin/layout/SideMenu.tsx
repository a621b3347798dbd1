import { Box, Drawer } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { useThemeSettings } from '../theme/ThemeSettingsContext';
import { layoutConstants } from '../theme/themeSettings';
import { themeFor } from '../theme/themes';
import { MenuList } from './MenuList';
import { useShell } from './ShellContext';

const drawerWidth = 270;

/**
 * The left sidebar, light or dark on its own (theme panel). From 1024 px it sits beside the page in the
 * chosen layout; below, it is hidden and slides in as a drawer over 300 ms (SPEC §9).
 */
export function SideMenu() {
  const { settings } = useThemeSettings();
  const { isDesktop, sidebarWidth, menuVariant, drawerOpen, closeDrawer } = useShell();
  const theme = useMemo(() => createTheme(themeFor(settings.sidebar)), [settings.sidebar]);
  const background = settings.sidebar === 'dark' ? '#0b1f33' : '#ffffff';
  const slide = `${layoutConstants.menuSlideMs}ms`;

  return (
    <ThemeProvider theme={theme}>
      {isDesktop ? (
        <Box
          component="aside"
          data-sidebar-mode={settings.sidebar}
          sx={{
            width: sidebarWidth,
            flexShrink: 0,
            transition: `width ${slide} ease`,
            bgcolor: background,
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          <Box
            sx={{
              position: 'sticky',
              top: 64,
              height: 'calc(100vh - 64px)',
              overflowY: 'auto',
              overflowX: 'hidden',
              scrollbarWidth: 'thin',
            }}
          >
            <MenuList variant={menuVariant} />
          </Box>
        </Box>
      ) : (
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={closeDrawer}
          transitionDuration={layoutConstants.menuSlideMs}
          ModalProps={{ keepMounted: true }}
          slotProps={{
            paper: {
              sx: { width: drawerWidth, maxWidth: '85vw', bgcolor: background, backgroundImage: 'none' },
            },
          }}
        >
          <Box data-sidebar-mode={settings.sidebar} sx={{ pt: 1 }}>
            <MenuList variant="full" onNavigate={closeDrawer} />
          </Box>
        </Drawer>
      )}
    </ThemeProvider>
  );
}
