/** The theme panel's choices (SPEC §2 admin shell), kept in localStorage and restored on load. */
export type Mode = 'light' | 'dark';
export type Width = 'full' | 'boxed';
/** Side menu layouts: standard, closed, icon and text, icon only. */
export type SidebarLayout = 'standard' | 'closed' | 'iconText' | 'iconOnly';

export interface ThemeSettings {
  page: Mode;
  sidebar: Mode;
  header: Mode;
  width: Width;
  sidebarLayout: SidebarLayout;
}

export const themeStorageKey = 'admin_theme_settings';

export const defaultThemeSettings: ThemeSettings = {
  page: 'light',
  sidebar: 'dark',
  header: 'light',
  width: 'full',
  sidebarLayout: 'standard',
};

export const sidebarLayouts: readonly SidebarLayout[] = ['standard', 'closed', 'iconText', 'iconOnly'];
const modes: readonly Mode[] = ['light', 'dark'];
const widths: readonly Width[] = ['full', 'boxed'];

const pick = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Reads the stored choices; an unknown or corrupt value falls back to the default for that choice only. */
export function loadThemeSettings(): ThemeSettings {
  let raw: Partial<Record<keyof ThemeSettings, unknown>> = {};
  try {
    raw = JSON.parse(window.localStorage.getItem(themeStorageKey) ?? '{}') ?? {};
  } catch {
    raw = {};
  }
  const d = defaultThemeSettings;
  return {
    page: pick(modes, raw.page, d.page),
    sidebar: pick(modes, raw.sidebar, d.sidebar),
    header: pick(modes, raw.header, d.header),
    width: pick(widths, raw.width, d.width),
    sidebarLayout: pick(sidebarLayouts, raw.sidebarLayout, d.sidebarLayout),
  };
}

export function saveThemeSettings(settings: ThemeSettings): void {
  try {
    window.localStorage.setItem(themeStorageKey, JSON.stringify(settings));
  } catch {
    // Storage disabled: the choice lasts until the page is reloaded.
  }
}

/** Sidebar widths per layout, in px: open and collapsed. */
export const sidebarWidths: Record<SidebarLayout, { open: number; closed: number }> = {
  standard: { open: 250, closed: 64 },
  closed: { open: 250, closed: 64 },
  iconText: { open: 112, closed: 112 },
  iconOnly: { open: 64, closed: 64 },
};

/** SPEC §9: theme panel 270 px; sidebar hidden below 1024 px; mobile toggle at 780 px; menu slide 300 ms. */
export const layoutConstants = {
  themePanelWidth: 270,
  sidebarBreakpoint: 1024,
  mobileBreakpoint: 780,
  menuSlideMs: 300,
  boxedMaxWidth: 1320,
} as const;
