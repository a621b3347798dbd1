import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import { AppBar, Box, IconButton, Toolbar, Tooltip } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { useThemeSettings } from '../theme/ThemeSettingsContext';
import { themeFor } from '../theme/themes';
import { FullscreenButton } from './FullscreenButton';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { ProfileMenu } from './ProfileMenu';
import { useShell } from './ShellContext';

const titleText = {
  fontWeight: 600,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

const titleSx = {
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  ml: 2,
  pl: 2,
  borderLeft: 1,
  borderColor: 'divider',
  '& #react-admin-title': { ...titleText, fontSize: 17 },
} as const;

const phoneTitleSx = {
  px: 2,
  pb: 1,
  mt: -0.5,
  '& #react-admin-title': { ...titleText, fontSize: 16, lineHeight: 1.4 },
} as const;

/**
 * The top bar: menu toggle, logo to the dashboard, page title, and the user's tools (the language switch
 * among them, on a phone too). Light or dark on its own.
 */
export function TopBar() {
  const translate = useTranslate();
  const { settings } = useThemeSettings();
  const { isDesktop, isMobile, menuVariant, drawerOpen, toggleMenu, setThemePanelOpen } = useShell();
  const theme = useMemo(() => createTheme(themeFor(settings.header)), [settings.header]);
  const showToggle = !isDesktop || settings.sidebarLayout !== 'iconOnly';
  const menuShown = isDesktop ? menuVariant !== 'icons' : drawerOpen;
  // One portal for react-admin's <Title>: beside the logo on wider screens, on its own row on a phone.
  const title = <TitlePortal />;

  return (
    <ThemeProvider theme={theme}>
      <AppBar
        position="sticky"
        elevation={0}
        color="inherit"
        data-header-mode={settings.header}
        sx={{
          top: 0,
          bgcolor: settings.header === 'dark' ? '#0a2540' : '#ffffff',
          color: 'text.primary',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar sx={{ minHeight: { xs: 56, sm: 64 }, gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
          {showToggle && (
            <Tooltip title={translate('app.shell.toggle_menu')}>
              <IconButton
                edge="start"
                color="inherit"
                aria-label={translate('app.shell.toggle_menu')}
                aria-expanded={menuShown}
                onClick={toggleMenu}
              >
                {menuShown ? <MenuOpenIcon /> : <MenuIcon />}
              </IconButton>
            </Tooltip>
          )}
          <Logo mode={settings.header} compact={isMobile} />
          {isMobile ? <Box sx={{ flex: 1 }} /> : <Box sx={titleSx}>{title}</Box>}
          {/* Its spinner named, as a progress bar must be (react-admin hands the props on to it). */}
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
          <LanguageMenu compact={isMobile} />
          {!isMobile && <FullscreenButton />}
          <Tooltip title={translate('app.shell.theme_open')}>
            <IconButton
              color="inherit"
              aria-label={translate('app.shell.theme_open')}
              onClick={() => setThemePanelOpen(true)}
            >
              <PaletteOutlinedIcon />
            </IconButton>
          </Tooltip>
          <ProfileMenu compact={isMobile} />
        </Toolbar>
        {/* On a phone the screen's title takes a row of its own under the tools, whole and unshortened. */}
        {isMobile && <Box sx={phoneTitleSx}>{title}</Box>}
      </AppBar>
    </ThemeProvider>
  );
}
