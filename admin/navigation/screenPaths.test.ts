import { describe, expect, it } from 'vitest';
import { adminRoutes } from './adminRoutes';
import { isScreenActive, screenPath, subViewTarget } from './screenPaths';

const Icon = () => null;

describe('spec sub-paths', () => {
  it('open react-admin views, taking the record from ?id=', () => {
    expect(subViewTarget('contracts', 'create', null)).toBe('/contracts/create');
    expect(subViewTarget('contracts', 'edit', '3')).toBe('/contracts/3');
    expect(subViewTarget('users', 'custom:reset-password', '5')).toBe('/users/5/reset-password');
    expect(subViewTarget('users', 'edit', null)).toBe('/users');
    expect(subViewTarget('brands', 'edit', 'a/b')).toBe('/brands/a%2Fb');
  });

  it('cover every admin path of SPEC §2', () => {
    const paths = adminRoutes.flatMap((route) => [route.path, ...Object.keys(route.subPaths ?? {})]);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/pages/home',
        '/pages/about-us',
        '/pages/distance-learning',
        '/pages/training-videos',
        '/pages/news',
        '/pages/instructors',
        '/pages/instructors/add',
        '/pages/instructors/edit',
        '/pages/educations',
        '/pages/educations/insert',
        '/pages/educations/update',
        '/pages/educations-categories',
        '/pages/educations-categories/update',
        '/pages/services/classroom-rental',
        '/pages/services/consultancy-service',
        '/pages/services/brands',
        '/pages/services/brands/add',
        '/pages/services/brands/edit',
        '/contracts',
        '/contract-insert',
        '/contract-update',
        '/contact',
        '/human-resources',
        '/support',
        '/page-meta',
        '/users',
        '/user-update',
        '/user-reset-password',
        '/settings/contact-information',
        '/settings/social-media',
        '/settings/site',
        '/settings/company',
        '/settings/kvkk',
        '/languages',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('menu links', () => {
  it('point to the resource list or the page path, and light up below it', () => {
    const resource = { route: 'pages.educations', resource: 'products', icon: Icon } as const;
    const page = { route: 'settings.site', page: Icon, icon: Icon } as const;
    expect(screenPath(resource)).toBe('/products');
    expect(screenPath(page)).toBe('/settings/site');
    expect(isScreenActive(resource, '/products/4')).toBe(true);
    expect(isScreenActive(resource, '/products-archive')).toBe(false);
    expect(isScreenActive(page, '/settings/site')).toBe(true);
  });
});
