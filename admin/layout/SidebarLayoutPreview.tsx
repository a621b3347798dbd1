import type { SidebarLayout } from '../theme/themeSettings';

const sidebarWidth: Record<SidebarLayout, number> = { standard: 22, closed: 0, iconText: 12, iconOnly: 7 };

/** A small drawing of each side menu layout for the theme panel. */
export function SidebarLayoutPreview({ layout }: { layout: SidebarLayout }) {
  const side = sidebarWidth[layout];
  return (
    <svg viewBox="0 0 64 40" width="64" height="40" aria-hidden="true">
      <rect x="0.5" y="0.5" width="63" height="39" rx="4" fill="none" stroke="currentColor" opacity="0.35" />
      <rect x="1" y="1" width="62" height="7" rx="3" fill="currentColor" opacity="0.25" />
      {side > 0 && <rect x="1" y="8" width={side} height="31" fill="currentColor" opacity="0.45" />}
      {layout === 'standard' &&
        [13, 19, 25].map((y) => (
          <rect key={y} x="4" y={y} width="15" height="2.5" rx="1" fill="currentColor" opacity="0.9" />
        ))}
      {layout === 'iconText' &&
        [12, 21, 30].map((y) => (
          <g key={y} opacity="0.9" fill="currentColor">
            <rect x="4.5" y={y} width="5" height="4" rx="1" />
            <rect x="3" y={y + 5} width="8" height="1.5" rx="0.75" />
          </g>
        ))}
      {layout === 'iconOnly' &&
        [13, 20, 27].map((y) => (
          <rect key={y} x="2.5" y={y} width="4" height="4" rx="1" fill="currentColor" opacity="0.9" />
        ))}
      <rect x={side + 5} y="12" width={54 - side} height="6" rx="1.5" fill="currentColor" opacity="0.15" />
      <rect x={side + 5} y="21" width={54 - side} height="14" rx="1.5" fill="currentColor" opacity="0.15" />
    </svg>
  );
}
