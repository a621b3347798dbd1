import type { RaRecord } from 'react-admin';
import { publicRoutePatterns } from '../../shared/routes';
import { pageMetaLimits } from '../../shared/schemas/pageMeta';

export interface PageMetaRecord extends RaRecord {
  id: string;
  route_name: string;
  title: Record<string, string | null>;
  description: Record<string, string | null>;
}

/** The public path of each route (shared/routes.ts), a record's seo name shown as '…'. */
export const routePaths: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(publicRoutePatterns).map(([name, pattern]) => [name, pattern.replace(/:\w+/, '…')]),
);

/**
 * Search engines show about 60 title characters and about 160 description characters; longer texts are cut,
 * not refused (the hard limits are the shared schema's).
 */
export const metaLengths = {
  title: { recommended: pageMetaLimits.titleRecommended, max: pageMetaLimits.titleMax },
  description: { recommended: pageMetaLimits.descriptionRecommended, max: pageMetaLimits.descriptionMax },
} as const;

/** Cuts a text as a search result does: at a word boundary when one is near, with an ellipsis. */
export function cutForPreview(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()} ...`;
}
