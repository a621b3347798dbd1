import { useEffect } from 'react';
import type { CompanyConfig } from '../../shared/publicApi';

/** Black or white, whichever reads better on a hex background (WCAG relative luminance). */
export function contrastText(hex: string): '#000000' | '#ffffff' {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return '#ffffff';
  const raw = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const channel = (i: number) => {
    const v = parseInt(raw.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance > 0.4 ? '#000000' : '#ffffff';
}

const isColor = (value: string | undefined): value is string =>
  !!value && /^#[0-9a-f]{3,8}$/i.test(value.trim());

/** SPEC §3 Configuration: the configured colours become CSS custom properties; the favicon follows the config. */
export function useCompanyTheme(config: CompanyConfig | undefined) {
  useEffect(() => {
    if (!config) return;
    const root = document.documentElement.style;
    if (isColor(config.mainColor)) {
      root.setProperty('--color-main', config.mainColor);
      root.setProperty('--color-main-contrast', contrastText(config.mainColor));
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', config.mainColor);
    }
    if (isColor(config.secondColor)) {
      root.setProperty('--color-second', config.secondColor);
      root.setProperty('--color-second-contrast', contrastText(config.secondColor));
    }
    if (config.favIcoLogoPath) {
      const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (icon) icon.href = config.favIcoLogoPath;
    }
  }, [config]);
}
