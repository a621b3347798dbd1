import { describe, expect, it } from 'vitest';
import { accessOfApiPath } from './adminAccess';
import { adminResources } from './adminResources';

describe('the permission of an /api/admin path, from the registry', () => {
  it('is the entry of the longest registered path that leads it', () => {
    expect(accessOfApiPath('/settings/site')).toBe('integrations');
    expect(accessOfApiPath('/settings/company/logo')).toBe('settings');
    expect(accessOfApiPath('/settings/kvkk/purges')).toBe('settings');
    expect(accessOfApiPath('/role/groups')).toBe('users');
    expect(accessOfApiPath('/products/files-queue/:id')).toBe('content');
    expect(accessOfApiPath('/human-resources/:id/cv')).toBe('inbox');
  });

  it("reads route patterns and concrete paths alike, and an entry's own exceptions", () => {
    expect(accessOfApiPath('/support/:id')).toBe('support');
    expect(accessOfApiPath('/support/:id/status')).toBe('settings');
    expect(accessOfApiPath('support/12/status?x=1')).toBe('settings');
  });

  it('covers select options kept outside the resource path', () => {
    expect(accessOfApiPath('/instructor/select-options')).toBe('content');
  });

  it('lets any signed-in user reach the session, and nobody a path no entry claims', () => {
    expect(accessOfApiPath('/status')).toBe('signed-in');
    expect(accessOfApiPath('/logout')).toBe('signed-in');
    expect(accessOfApiPath('/nowhere')).toBeUndefined();
    expect(accessOfApiPath('/user')).toBeUndefined();
    // A page screen (no API of its own) claims nothing.
    expect(accessOfApiPath('/pages/home')).toBeUndefined();
  });

  it('has one entry per resource and per menu route', () => {
    const resources = adminResources.flatMap((entry) => ('resource' in entry ? [entry.resource] : []));
    const routes = adminResources.flatMap((entry) => ('menu' in entry ? [entry.menu.route] : []));
    expect(new Set(resources).size).toBe(resources.length);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
