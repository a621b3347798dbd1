import CloseIcon from '@mui/icons-material/Close';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import {
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';
import { useThemeSettings } from '../theme/ThemeSettingsContext';
import {
  defaultThemeSettings,
  layoutConstants,
  type Mode,
  type SidebarLayout,
  sidebarLayouts,
  type ThemeSettings,
  type Width,
} from '../theme/themeSettings';
import { useShell } from './ShellContext';
import { SidebarLayoutPreview } from './SidebarLayoutPreview';

function Section({ title, children }: { title: string; children: (labelId: string) => ReactNode }) {
  const id = useId();
  return (
    <Box sx={{ mb: 2.5 }}>
      <Typography
        id={id}
        component="h3"
        sx={{ fontSize: 13, fontWeight: 700, mb: 1, color: 'text.secondary' }}
      >
        {title}
      </Typography>
      {children(id)}
    </Box>
  );
}

const selectedSx = {
  '& .MuiToggleButton-root.Mui-selected': {
    color: 'primary.main',
    bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.1),
    borderColor: 'primary.main',
    fontWeight: 600,
  },
} as const;

const toggleSx = {
  ...selectedSx,
  '& .MuiToggleButton-root': { flex: 1, gap: 0.75, textTransform: 'none', py: 0.75 },
};

/** The theme panel (SPEC §2, 270 px): light or dark page, side menu and header; width; side menu layout. */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function ThemePanel() {
  const translate = useTranslate();
  const { settings, change } = useThemeSettings();
  const { themePanelOpen, setThemePanelOpen } = useShell();
  const titleId = useId();

  const modeChoice = (key: 'page' | 'sidebar' | 'header') => (
    <Section title={translate(`app.theme.${key}`)}>
      {(labelId) => (
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={settings[key]}
          aria-labelledby={labelId}
          onChange={(_, value: Mode | null) => value && change({ [key]: value } as Partial<ThemeSettings>)}
          sx={toggleSx}
        >
          <ToggleButton value="light">
            <LightModeOutlinedIcon fontSize="small" />
            {translate('app.theme.light')}
          </ToggleButton>
          <ToggleButton value="dark">
            <DarkModeOutlinedIcon fontSize="small" />
            {translate('app.theme.dark')}
          </ToggleButton>
        </ToggleButtonGroup>
      )}
    </Section>
  );

  return (
    <Drawer
      anchor="right"
      open={themePanelOpen}
      onClose={() => setThemePanelOpen(false)}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: layoutConstants.themePanelWidth, maxWidth: '100vw' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontSize: 17 }}>
          {translate('app.theme.title')}
        </Typography>
        <IconButton aria-label={translate('app.theme.close')} onClick={() => setThemePanelOpen(false)}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        {modeChoice('page')}
        {modeChoice('sidebar')}
        {modeChoice('header')}
        <Section title={translate('app.theme.width')}>
          {(labelId) => (
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              value={settings.width}
              aria-labelledby={labelId}
              onChange={(_, value: Width | null) => value && change({ width: value })}
              sx={toggleSx}
            >
              <ToggleButton value="full">{translate('app.theme.full')}</ToggleButton>
              <ToggleButton value="boxed">{translate('app.theme.boxed')}</ToggleButton>
            </ToggleButtonGroup>
          )}
        </Section>
        <Section title={translate('app.theme.sidebar_layout')}>
          {(labelId) => (
            <ToggleButtonGroup
              exclusive
              value={settings.sidebarLayout}
              aria-labelledby={labelId}
              onChange={(_, value: SidebarLayout | null) => value && change({ sidebarLayout: value })}
              sx={{
                ...selectedSx,
                display: 'grid',
                gridTemplateColumns: '1fr 1fr',
                gap: 1,
                '& .MuiToggleButton-root': {
                  flexDirection: 'column',
                  gap: 0.75,
                  p: 1,
                  textTransform: 'none',
                  fontSize: 12,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: '8px !important',
                  m: '0 !important',
                },
              }}
            >
              {sidebarLayouts.map((layout) => (
                <ToggleButton key={layout} value={layout}>
                  <SidebarLayoutPreview layout={layout} />
                  {translate(`app.theme.layouts.${layout}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </Section>
        <Button fullWidth variant="outlined" onClick={() => change(defaultThemeSettings)}>
          {translate('app.theme.reset')}
        </Button>
      </Box>
    </Drawer>
  );
}
