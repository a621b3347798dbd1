/** SPEC §1: the first path segment picks the area. */
export type Area = 'site' | 'login' | 'admin';

export const loginPath = '/giris-yap';
export const adminBasePath = '/admin';

export function areaOf(pathname: string): Area {
  const first = pathname.split('/')[1] ?? '';
  if (first === 'giris-yap') return 'login';
  if (first === 'admin') return 'admin';
  return 'site';
}

/** Each area is its own Vite entry (its own bundle); these are the built HTML files. */
export const areaHtmlFile: Record<Area, string> = {
  site: 'site/index.html',
  login: 'admin/login/index.html',
  admin: 'admin/index.html',
};
