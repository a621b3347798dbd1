/**
 * The icons a titled content item (a feature, a value, a service) can carry, by key: the back office offers
 * this fixed list, the block schemas accept only these keys, and the site draws each with its Tabler icon
 * (site/ui/icons/featureIcons.ts). Keys, not icon names, are stored, so the icon set can change under them.
 */
export const featureIconKeys = [
  'users',
  'school',
  'presentation',
  'certificate',
  'award',
  'quality',
  'calendar',
  'clock',
  'laptop',
  'mobile',
  'video',
  'replay',
  'support',
  'chat',
  'shield',
  'lock',
  'safety',
  'checklist',
  'chart',
  'growth',
  'target',
  'idea',
  'briefcase',
  'building',
  'world',
  'handshake',
  'balance',
  'cycle',
  'tools',
  'rocket',
] as const;

export type FeatureIconKey = (typeof featureIconKeys)[number];

export const isFeatureIconKey = (value: unknown): value is FeatureIconKey =>
  typeof value === 'string' && (featureIconKeys as readonly string[]).includes(value);
