/**
 * Colour arithmetic for the company's configured colours (SPEC §3 Configuration), used by the browser's theme
 * and by the server, which writes the same values into a server-rendered page's <head>.
 */

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const raw = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(raw.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [parseHex(a), parseHex(b)];
  if (!x || !y) return 1;
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (light + 0.05) / (dark + 0.05);
}

export const isHexColor = (value: string | null | undefined): value is string =>
  !!value && /^#[0-9a-f]{3,8}$/i.test(value.trim());

/** Black or white, whichever reads better on a hex background. */
export function contrastText(hex: string): '#000000' | '#ffffff' {
  const rgb = parseHex(hex);
  if (!rgb) return '#ffffff';
  return luminance(rgb) > 0.4 ? '#000000' : '#ffffff';
}

/** The page backgrounds text in the accent colour sits on: white and the soft grey of alternate sections. */
const pageBackgrounds = ['#ffffff', '#f4f6f9'];

/**
 * The accent colour darkened (mixed with black) just enough for small text on the page backgrounds to reach
 * WCAG AA (4.5:1), whatever colour the company configured.
 */
export function readableTextColor(hex: string, backgrounds: string[] = pageBackgrounds): string {
  const rgb = parseHex(hex);
  if (!rgb) return '#000000';
  for (let keep = 1; keep >= 0; keep -= 0.05) {
    const candidate = toHex(rgb.map((v) => v * keep) as Rgb);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= 4.5)) return candidate;
  }
  return '#000000';
}

/** The CSS custom properties of the configured colours (site/styles/base.css names them). */
export function themeProperties(config: { mainColor?: string | null; secondColor?: string | null }) {
  const properties: Record<string, string> = {};
  if (isHexColor(config.mainColor)) {
    properties['--color-main'] = config.mainColor.trim();
    properties['--color-main-contrast'] = contrastText(config.mainColor);
  }
  if (isHexColor(config.secondColor)) {
    properties['--color-second'] = config.secondColor.trim();
    properties['--color-second-contrast'] = contrastText(config.secondColor);
    properties['--color-second-text'] = readableTextColor(config.secondColor);
  }
  return properties;
}
