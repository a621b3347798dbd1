import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaValidationError,
  RouteOptions,
} from 'fastify';
import type { Permission } from '../../shared/permissions.js';
import { HttpError, forbidden, notFound } from './errors.js';
import { notAFormMessage, validationFailedMessage } from './validate.js';
import { bodySchema, paramsSchemaOf, querystringSchema } from './routeSchemas.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Access = Permission | 'signed-in';

export interface RouteDef {
  method: Method;
  url: string;
  /** Admin routes must say who may call them; the admin scope refuses to register a route without it. */
  access?: Access;
  /** Extra Fastify route options (rate-limit config, body limits). */
  options?: Partial<Pick<RouteOptions, 'config' | 'bodyLimit'>>;
  /**
   * JSON schemas beyond the ones every route gets from registerRoutes (params from the URL, a bounded query
   * string, an object body): a list's query string, the shape of a reply that must not carry more.
   */
  schema?: Pick<FastifySchema, 'querystring' | 'body' | 'response'>;
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

export const invalidQueryMessage = 'Geçersiz sorgu parametresi';
const invalidValueMessage = 'Geçersiz değer';

const overridable = new Set<Method>(['PUT', 'PATCH', 'DELETE']);

/** The `_method` of a body: undefined without one, null when it is not a single piece of text. */
function methodOverride(request: FastifyRequest): string | null | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  const raw = body && typeof body === 'object' ? body._method : undefined;
  if (raw === undefined) return undefined;
  return typeof raw === 'string' ? raw.trim().toUpperCase() : null;
}

type ValidationFailure = NonNullable<FastifyRequest['validationError']>;

/**
 * A request the route's JSON schemas refused, in the error envelope. A path segment that is not what the
 * route expects names no record (404, as a well-formed id that does not exist); a body that is no form, a
 * bad field of a body schema or a bad query value is the client's mistake (400, naming the field).
 */
function refusal(failure: ValidationFailure): HttpError {
  if (failure.validationContext === 'params') return notFound();
  const items: FastifySchemaValidationError[] = failure.validation ?? [];
  const inBody = failure.validationContext === 'body';
  if (inBody && items.some((item) => item.instancePath === '')) return new HttpError(400, notAFormMessage);
  const errors: Record<string, string> = {};
  for (const item of items) {
    const field = item.instancePath.split('/').slice(1).join('.') || '_';
    errors[field.slice(0, 100)] ??= invalidValueMessage;
  }
  return new HttpError(
    400,
    inBody ? validationFailedMessage : invalidQueryMessage,
    Object.keys(errors).length > 0 ? errors : undefined,
  );
}

async function run(def: RouteDef, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  if (def.access && def.access !== 'signed-in') {
    const user = request.user;
    if (!user || !user.permissions.includes(def.access)) throw forbidden();
  }
  // Checked after the access rule, so a caller without the right learns nothing from the shape of a 400.
  if (request.validationError) throw refusal(request.validationError);
  return def.handler(request, reply);
}

/** The JSON schemas of one route: derived from its URL and method, with the definition's own over them. */
function schemaOf(url: string, method: Method, own: RouteDef['schema'] = {}): FastifySchema {
  const params = paramsSchemaOf(url);
  return {
    ...(params ? { params } : {}),
    querystring: own.querystring ?? querystringSchema,
    ...(method === 'GET' ? {} : { body: own.body ?? bodySchema }),
    ...(own.response ? { response: own.response } : {}),
  };
}

/**
 * Registers routes, and for every URL with a PUT, PATCH or DELETE route a POST that dispatches on the body's
 * `_method` field to the very same definition (access check, validation, handler). Fastify picks a route
 * before the body is parsed, so `_method` cannot re-route a request by itself; this is the one place that
 * does it deliberately. A `_method` other than PUT, PATCH or DELETE, or one the URL lacks, answers 405.
 *
 * Every route validates its path parameters, query string and body with JSON schemas (routeSchemas.ts)
 * before its handler runs; failures reach the handler's caller as the error envelope (see refusal). The
 * dispatching POST can only check what all its targets share, so a target's own body schema is not used there.
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
        schema: schemaOf(url, def.method, def.schema),
        attachValidation: true,
        config: { ...def.options?.config, access: def.access },
        handler: (request, reply) => run(def, request, reply),
      });
    }
    const post = methods.get('POST');
    const hasOverrides = [...methods.keys()].some((m) => overridable.has(m));
    if (!post && !hasOverrides) continue;
    const postSchema = hasOverrides ? { response: sharedResponseSchema(url, methods) } : post?.schema;
    app.route({
      method: 'POST',
      url,
      ...post?.options,
      schema: schemaOf(url, 'POST', postSchema),
      attachValidation: true,
      config: { ...post?.options?.config, access: post?.access ?? [...methods.values()][0].access },
      handler: (request, reply) => {
        const override = methodOverride(request);
        if (override === undefined) {
          if (post) return run(post, request, reply);
          throw new HttpError(405, 'Bu adres bu yöntemi desteklemiyor', undefined, {
            allow: allowed(methods),
          });
        }
        const target =
          override !== null && overridable.has(override as Method)
            ? methods.get(override as Method)
            : undefined;
        if (!target) {
          const shown = override === null ? '' : `: ${override.slice(0, 10)}`;
          throw new HttpError(405, `_method değeri desteklenmiyor${shown}`, undefined, {
            allow: allowed(methods),
          });
        }
        return run(target, request, reply);
      },
    });
  }
}

/**
 * The one response schema of everything the dispatching POST reaches: a reply shape that keeps a secret out
 * on PUT must keep it out when the same PUT arrives as POST + `_method`.
 */
function sharedResponseSchema(url: string, methods: Map<Method, RouteDef>): FastifySchema['response'] {
  const reached = [...methods.values()].filter((d) => d.method === 'POST' || overridable.has(d.method));
  const schemas = new Set(reached.map((d) => d.schema?.response));
  if (schemas.size > 1)
    throw new Error(`The routes of ${url} reached by POST must share one response schema`);
  return reached[0]?.schema?.response;
}

function allowed(methods: Map<Method, RouteDef>): string {
  return [...new Set([...methods.keys(), 'POST'])].join(', ');
}
