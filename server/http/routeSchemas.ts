/*
 * The JSON schemas registerRoutes (./routes.ts) gives every route, so that no handler sees a path segment,
 * a query value or a body of a shape it never expected. What the values mean (an id that names a record, a
 * page number within range) is still the handler's to check; these only bound the shape and the size.
 */

/** `:id`, `:fileId`…: a record id has digits only, at most 10 (a 32-bit id); its range is the handler's. */
export const idParamSchema = { type: 'string', pattern: '^[0-9]{1,10}$' } as const;

/** Any other path segment (a slug, a block name, a language abbr), bounded as Fastify's maxParamLength is. */
export const slugParamSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

const isIdName = (name: string) => name === 'id' || /^[a-z][A-Za-z]*Id$/.test(name);

/** The params schema of a URL's `:name` segments, or undefined for a URL without any. */
export function paramsSchemaOf(url: string): object | undefined {
  const names = [...url.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]);
  if (names.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(
      names.map((name) => [name, isIdName(name) ? idParamSchema : slugParamSchema]),
    ),
    required: names,
  };
}

/** One query value: a single piece of text (a name sent twice arrives as a list, which no route reads). */
export const queryValue = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/**
 * Every route's query string unless it declares its own: a few single values of bounded length. The bound
 * is generous (the public search takes what a visitor typed and keeps the first 100 characters itself).
 */
export const querystringSchema = {
  type: 'object',
  maxProperties: 30,
  additionalProperties: queryValue(2000),
} as const;

/**
 * The body of a write: an object, as JSON, urlencoded and multipart bodies all arrive (plugins/formBody.ts),
 * or nothing at all. A bare JSON list, string or number is no form.
 */
export const bodySchema = { type: 'object', nullable: true } as const;
