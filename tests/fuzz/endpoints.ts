import type { FastifyInstance } from 'fastify';

/** One endpoint as the router holds it: a method and a URL pattern (`/api/admin/brands/:id`). */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Behind the admin guard (bearer token) or on the public side (CSRF token). */
  area: 'admin' | 'public';
}

/**
 * Every endpoint of a ready app with one of `methods`, read from Fastify's own route table (printRoutes), so
 * a route added tomorrow is covered without anyone listing it. The tree is printed with common prefixes
 * (without them, find-my-way prints a wildcard route such as /api/admin/* as a bare `*`): each node is
 * `├── <rest of the path> (<methods>)`, indented by four characters under the node it continues.
 */
export function routeTable(app: FastifyInstance, methods: readonly Endpoint['method'][]): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const method of methods) {
    const prefixes: string[] = [];
    for (const line of app.printRoutes({ commonPrefix: true, method }).split('\n')) {
      const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.replace(/\u00a0/g, ' '));
      if (!match) continue;
      const depth = match[1].length / 4;
      const url = (prefixes[depth - 1] ?? '') + match[2];
      prefixes[depth] = url;
      prefixes.length = depth + 1;
      if (!(match[3] ?? '').split(', ').includes(method)) continue;
      if (!app.hasRoute({ method, url })) throw new Error(`Misread the route table: ${method} ${url}`);
      endpoints.push({ method, url, area: url.startsWith('/api/admin/') ? 'admin' : 'public' });
    }
  }
  return endpoints;
}

/** Every write endpoint: what the fuzz sends its hostile bodies to. */
export const writeEndpoints = (app: FastifyInstance) => routeTable(app, ['POST', 'PUT', 'PATCH', 'DELETE']);
