import { useEffect } from 'react';
import { isHexColor, themeProperties } from '../../shared/colors';
import type { CompanyConfig } from '../../shared/publicApi';

/**
 * SPEC §3 Configuration: the configured colours become CSS custom properties (a server-rendered page has them
 * in its <head> already); the favicon follows the config.
 */
export function useCompanyTheme(config: CompanyConfig | undefined) {
  useEffect(() => {
    if (!config) return;
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(themeProperties(config))) root.setProperty(name, value);
    if (isHexColor(config.mainColor)) {
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', config.mainColor);
    }
    if (config.favIcoLogoPath) {
      const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (icon) icon.href = config.favIcoLogoPath;
    }
  }, [config]);
}
