import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Mode } from './themeSettings';

/** Brand colours of the back office, shared with the login screen's CSS. */
export const brand = { primary: '#0a3d62', secondary: '#3c6382', accent: '#f39c12' } as const;

const shared: RaThemeOptions = {
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
  },
  components: {
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: '1px solid var(--card-border)' } },
    },
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    // A list's main column is a flex item of its page's row: at its default minimum it widened to the list's
    // longest uncut line (a category's English name and address, which are meant to end in "…"), and the
    // whole page ran off a phone's screen sideways.
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    // So a table wider than the screen (a tablet's, at 800 px) scrolls sideways inside its card, which would
    // otherwise cut off its last columns (a card hides what overflows it, its headers' stickiness too).
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
    RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
    // A phone's list row: react-admin floats the third text (a status, a time) right, after the title. A
    // title that filled its line pushed it down beside the second text, which then wrapped in a narrow column
    // (an inbox's subject, a contract's address): the title's block now holds its float. The float also
    // touched the title and the row's right icon (a user's role, their Aktif chip): 8 px on each side.
    RaSimpleList: {
      styleOverrides: {
        root: {
          '& .MuiListItemText-primary > div': { display: 'flow-root' },
          '& .RaSimpleList-tertiary': { marginInline: 8 },
        },
      },
    },
  },
};

/** The colours a mode picks for parts react-admin draws: card borders, the form toolbar, a notice's Geri Al. */
const modeParts = ({ cardBorder, toolbar, undo }: { cardBorder: string; toolbar: string; undo: string }) => ({
  MuiCssBaseline: { styleOverrides: { ':root': { '--card-border': cardBorder } } },
  RaToolbar: { styleOverrides: { root: { backgroundColor: toolbar } } },
  RaNotification: { styleOverrides: { root: { '& .RaNotification-undo': { color: undo } } } },
});

const light: RaThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: brand.primary },
    secondary: { main: brand.accent },
    // MUI's orange (#ed6c02) reads at 3.1:1, under WCAG AA's 4.5, as white text on a chip (Popüler) and as a
    // text button on white; this amber reads at 5:1 both ways.
    warning: { main: '#b45309' },
    background: { default: '#f1f5f9', paper: '#ffffff' },
  },
  components: modeParts({
    cardBorder: '#e2e8f0',
    // react-admin's grey[300] form toolbar left the red Çöpe Taşı at 3.8:1; on grey[100] it reads at 4.6:1.
    toolbar: '#f5f5f5',
    // The notice is dark on a light panel: its "Geri Al" in the brand's navy would hardly show (1.6:1).
    undo: '#9fd0f5',
  }),
};

const dark: RaThemeOptions = {
  palette: {
    mode: 'dark',
    primary: { main: '#7fb3d9' },
    secondary: { main: brand.accent },
    // MUI's dark red (#f44336) read at 2.7:1 on react-admin's grey[800] toolbar; this red on this toolbar, 5.5:1.
    error: { main: '#f87171' },
    background: { default: '#0b1120', paper: '#111827' },
  },
  components: modeParts({
    cardBorder: '#1f2937',
    toolbar: '#1f2937',
    // And light on a dark panel: its "Geri Al" in the dark theme's pale blue would hardly show.
    undo: brand.primary,
  }),
};

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Deep merge of theme options: plain objects merge, anything else (functions, arrays) is replaced. */
function merge<T extends object>(base: T, extra: object): T {
  const out: Plain = { ...(base as Plain) };
  for (const [key, value] of Object.entries(extra)) {
    out[key] = isPlain(value) && isPlain(out[key]) ? merge(out[key] as Plain, value) : value;
  }
  return out as T;
}

/** The theme for one part of the screen (page, side menu or header): each can be light or dark on its own. */
export function themeFor(mode: Mode): RaThemeOptions {
  const base = mode === 'dark' ? defaultDarkTheme : defaultLightTheme;
  return merge(merge(base, shared), mode === 'dark' ? dark : light);
}
