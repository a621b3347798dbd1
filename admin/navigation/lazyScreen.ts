import { type ComponentType, lazy } from 'react';

/**
 * A screen in a chunk of its own, fetched when the screen is first shown (the layout's Suspense shows
 * react-admin's loading indicator meanwhile). The back office's first load then carries react-admin, MUI
 * and the menu, not every list and form of every resource.
 *
 *   const BrandList = lazyScreen(() => import('./BrandList'), 'BrandList');
 */
export function lazyScreen<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
