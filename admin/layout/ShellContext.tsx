import { useMediaQuery } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useThemeSettings } from '../theme/ThemeSettingsContext';
import { layoutConstants, type SidebarLayout, sidebarWidths } from '../theme/themeSettings';

/** How the menu draws its items: icon and label in a row, icon above a small label, or icons only. */
export type MenuVariant = 'full' | 'stacked' | 'icons';

interface ShellState {
  /** ≥ 1024 px: the sidebar sits beside the page; below, it is a drawer (SPEC §9). */
  isDesktop: boolean;
  /** < 780 px: the top bar keeps only its essentials. */
  isMobile: boolean;
  /** Desktop: the sidebar's width and how it draws its items. */
  sidebarWidth: number;
  menuVariant: MenuVariant;
  drawerOpen: boolean;
  toggleMenu: () => void;
  closeDrawer: () => void;
  themePanelOpen: boolean;
  setThemePanelOpen: (open: boolean) => void;
}

const ShellContext = createContext<ShellState | null>(null);

const expandedVariant: Record<SidebarLayout, MenuVariant> = {
  standard: 'full',
  closed: 'full',
  iconText: 'stacked',
  iconOnly: 'icons',
};

export function ShellProvider({ children }: { children: ReactNode }) {
  const { settings } = useThemeSettings();
  const layout = settings.sidebarLayout;
  const isDesktop = useMediaQuery(`(min-width:${layoutConstants.sidebarBreakpoint}px)`, { noSsr: true });
  const isMobile = useMediaQuery(`(max-width:${layoutConstants.mobileBreakpoint - 0.02}px)`, { noSsr: true });
  // The hamburger's choice belongs to one layout: picking another layout starts from that layout's default.
  const [expandedState, setExpandedState] = useState({ layout, expanded: layout !== 'closed' });
  const expanded = expandedState.layout === layout ? expandedState.expanded : layout !== 'closed';
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [themePanelOpen, setThemePanelOpen] = useState(false);

  const toggleMenu = useCallback(() => {
    if (isDesktop) setExpandedState({ layout, expanded: !expanded });
    else setDrawerOpen((open) => !open);
  }, [isDesktop, layout, expanded]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const value = useMemo<ShellState>(
    () => ({
      isDesktop,
      isMobile,
      sidebarWidth: expanded ? sidebarWidths[layout].open : sidebarWidths[layout].closed,
      menuVariant: expanded ? expandedVariant[layout] : 'icons',
      drawerOpen: drawerOpen && !isDesktop,
      toggleMenu,
      closeDrawer,
      themePanelOpen,
      setThemePanelOpen,
    }),
    [isDesktop, isMobile, expanded, layout, drawerOpen, toggleMenu, closeDrawer, themePanelOpen],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellState {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside <ShellProvider>');
  return value;
}
