import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Permission } from '../../shared/permissions.js';
import { HttpError, forbidden } from './errors.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Access = Permission | 'signed-in';

export interface RouteDef {
  method: Method;
  url: string;
  /** Admin routes must say who may call them; the admin scope refuses to register a route without it. */
  access?: Access;
  /** Extra Fastify route options (rate-limit config, body limits). */
  options?: Partial<Pick<RouteOptions, 'config' | 'bodyLimit'>>;
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

const overridable = new Set<Method>(['PUT', 'PATCH', 'DELETE']);

function methodOverride(request: FastifyRequest): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  const raw = body && typeof body === 'object' ? body._method : undefined;
  return typeof raw === 'string' ? raw.trim().toUpperCase() : undefined;
}

async function run(def: RouteDef, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  if (def.access && def.access !== 'signed-in') {
    const user = request.user;
    if (!user || !user.permissions.includes(def.access)) throw forbidden();
  }
  return def.handler(request, reply);
}

/**
 * Registers routes, and for every URL with a PUT, PATCH or DELETE route a POST that dispatches on the body's
 * `_method` field to the very same definition (access check, validation, handler). Fastify picks a route
 * before the body is parsed, so `_method` cannot re-route a request by itself; this is the one place that
 * does it deliberately. A `_method` other than PUT, PATCH or DELETE, or one the URL lacks, answers 405.
 */
export function registerRoutes(app: FastifyInstance, defs: RouteDef[]): void {
  const byUrl = new Map<string, Map<Method, RouteDef>>();
  for (const def of defs) {
    const methods = byUrl.get(def.url) ?? new Map<Method, RouteDef>();
    if (methods.has(def.method)) throw new Error(`Route ${def.method} ${def.url} is defined twice`);
    methods.set(def.method, def);
    byUrl.set(def.url, methods);
  }

  for (const [url, methods] of byUrl) {
    for (const def of methods.values()) {
      if (def.method === 'POST') continue;
      app.route({
        method: def.method,
        url,
        ...def.options,
        config: { ...def.options?.config, access: def.access },
        handler: (request, reply) => run(def, request, reply),
      });
    }
    const post = methods.get('POST');
    const hasOverrides = [...methods.keys()].some((m) => overridable.has(m));
    if (!post && !hasOverrides) continue;
    app.route({
      method: 'POST',
      url,
      ...post?.options,
      config: { ...post?.options?.config, access: post?.access ?? [...methods.values()][0].access },
      handler: (request, reply) => {
        const override = methodOverride(request);
        if (override === undefined) {
          if (post) return run(post, request, reply);
          throw new HttpError(405, 'Bu adres bu yöntemi desteklemiyor', undefined, {
            allow: allowed(methods),
          });
        }
        const target = overridable.has(override as Method) ? methods.get(override as Method) : undefined;
        if (!target) {
          throw new HttpError(405, `_method değeri desteklenmiyor: ${override.slice(0, 10)}`, undefined, {
            allow: allowed(methods),
          });
        }
        return run(target, request, reply);
      },
    });
  }
}

function allowed(methods: Map<Method, RouteDef>): string {
  return [...new Set([...methods.keys(), 'POST'])].join(', ');
}
