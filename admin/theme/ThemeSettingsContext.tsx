import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { loadThemeSettings, saveThemeSettings, type ThemeSettings } from './themeSettings';

interface ThemeSettingsValue {
  settings: ThemeSettings;
  change: (patch: Partial<ThemeSettings>) => void;
}

const ThemeSettingsContext = createContext<ThemeSettingsValue | null>(null);

/** Holds the theme panel's choices above <Admin>, restoring them from localStorage and saving each change. */
export function ThemeSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(loadThemeSettings);
  const change = useCallback((patch: Partial<ThemeSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch };
      saveThemeSettings(next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ settings, change }), [settings, change]);
  return <ThemeSettingsContext.Provider value={value}>{children}</ThemeSettingsContext.Provider>;
}

export function useThemeSettings(): ThemeSettingsValue {
  const value = useContext(ThemeSettingsContext);
  if (!value) throw new Error('useThemeSettings must be used inside <ThemeSettingsProvider>');
  return value;
}
