import { describe, expect, it } from 'vitest';
import { accessOfApiPath } from './adminAccess';
import { adminResources } from './adminResources';

describe('the permission of an /api/admin path, from the registry', () => {
  it.each([
    // The entry of the longest registered path that leads it.
    ['/settings/site', 'integrations'],
    ['/settings/company/logo', 'settings'],
    ['/settings/kvkk/purges', 'settings'],
    ['/role/groups', 'users'],
    ['/products/files-queue/:id', 'content'],
    ['/human-resources/:id/cv', 'inbox'],
    // Route patterns and concrete paths alike, and an entry's own exceptions.
    ['/support/:id', 'support'],
    ['/support/:id/status', 'settings'],
    ['support/12/status?x=1', 'settings'],
    // Select options kept outside the resource path.
    ['/instructor/select-options', 'content'],
    // Any signed-in user reaches the session, and nobody a path no entry claims.
    ['/status', 'signed-in'],
    ['/logout', 'signed-in'],
    ['/nowhere', undefined],
    ['/user', undefined],
    // A page screen (no API of its own) claims nothing.
    ['/pages/home', undefined],
  ])('%s needs %s', (path, access) => {
    expect(accessOfApiPath(path)).toBe(access);
  });

  it('has one entry per resource and per menu route', () => {
    const resources = adminResources.flatMap((entry) => ('resource' in entry ? [entry.resource] : []));
    const routes = adminResources.flatMap((entry) => ('menu' in entry ? [entry.menu.route] : []));
    expect(new Set(resources).size).toBe(resources.length);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
