import type { AdminScreen } from './navigation/screen';

/**
 * The back office's screens, found rather than listed: every screen folder's index.ts (admin/<folder>/ or
 * admin/settings/<folder>/) default-exports `defineScreen(route, components)` or a list of them. Where a
 * screen sits in the menu, what it lists and who may open it is its registry entry's
 * (shared/adminResources.ts). A new screen is its folder plus its registry entry; nothing to add here.
 *
 * The index files only name lazily loaded components (lazyScreen), so reading them all eagerly costs
 * little: each screen's code still arrives when it is first opened.
 */
const modules = import.meta.glob<{ default: AdminScreen | readonly AdminScreen[] }>(
  ['./*/index.{ts,tsx}', './settings/*/index.{ts,tsx}'],
  { eager: true },
);

export const screens: AdminScreen[] = Object.entries(modules).flatMap(([file, module]) => {
  const found = [module.default].flat();
  if (found.some((screen) => typeof screen?.route !== 'string')) {
    throw new Error(
      `admin/${file.slice(2)} must default-export defineScreen(route, components) or a list of them`,
    );
  }
  return found;
});

const routes = screens.map((screen) => screen.route);
const twice = routes.filter((route, index) => routes.indexOf(route) !== index);
if (twice.length > 0) throw new Error(`Admin routes with two screens: ${twice.join(', ')}`);
