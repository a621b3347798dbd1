import type { FastifyInstance } from 'fastify';

/** One write endpoint as the router holds it: a method and a URL pattern (`/api/admin/brands/:id`). */
export interface Endpoint {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Behind the admin guard (bearer token) or on the public side (CSRF token). */
  area: 'admin' | 'public';
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every write endpoint of a ready app, read from Fastify's own route table (printRoutes), so a route added
 * tomorrow is fuzzed without anyone listing it. The tree is printed with common prefixes (without them,
 * find-my-way prints a wildcard route such as /api/admin/* as a bare `*`): each node is
 * `├── <rest of the path> (<methods>)`, indented by four characters under the node it continues.
 */
export function writeEndpoints(app: FastifyInstance): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const method of writeMethods) {
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
      endpoints.push({
        method: method as Endpoint['method'],
        url,
        area: url.startsWith('/api/admin/') ? 'admin' : 'public',
      });
    }
  }
  return endpoints;
}
