import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessOfApiPath } from '../../../shared/adminAccess.js';
import { SessionEndedError, forbidden } from '../../http/errors.js';

const prefix = '/api/admin';
/** The admin scope's fallback route (unknown paths answer 404 to a signed-in user). */
const fallbackUrl = `${prefix}/*`;

const underPrefix = (url: string): string => url.slice(prefix.length).split('?')[0];

/**
 * The back office's access rules, read from the resource registry (shared/adminResources.ts):
 *
 * - at start-up, every admin route must lie under a registered API path (or be a session path), else the
 *   server refuses to start: a new route cannot slip out from under the rules;
 * - on every request, after the scope's authentication (401) and before the body is read, the user's role
 *   group must hold the permission the registry gives the path (403). An unknown path is checked by its
 *   concrete address, so that /api/admin/users/anything tells an editor no more than /users does.
 *
 * Each route's own `access` stays as a second check (server/http/routes.ts); the security test holds both
 * to the registry.
 */
export function registerAccessGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.url === fallbackUrl || !route.url.startsWith(prefix)) return;
    if (accessOfApiPath(underPrefix(route.url)) === undefined) {
      throw new Error(
        `Admin route ${String(route.method)} ${route.url} lies under no registered API path: add its resource to shared/adminResources.ts`,
      );
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const pattern = request.routeOptions.url;
    const path = pattern && pattern !== fallbackUrl ? pattern : request.url;
    const access = accessOfApiPath(underPrefix(path));
    // The fallback answers 404 to a signed-in user for a path no resource claims; any other unclaimed
    // path cannot exist (start-up refuses it), and is refused all the same.
    if (access === undefined) {
      if (pattern === fallbackUrl) return;
      throw forbidden();
    }
    if (access === 'signed-in') return;
    const user = request.user;
    if (!user) throw new SessionEndedError('revoked');
    if (!user.permissions.includes(access)) throw forbidden();
  });
}
