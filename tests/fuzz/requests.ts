import fc from 'fast-check';
import {
  asText,
  encode,
  Entries,
  type Tree,
  entriesArb,
  fileArb,
  keyArb,
  multipartPayload,
  textArb,
  toJson,
  treeArb,
} from './bodies.js';
import type { Endpoint } from './endpoints.js';

/** A request to send with app.inject, less the credentials (added when it is sent). */
export interface FuzzRequest {
  /** How the body was written (json, urlencoded, multipart, multipart-truncated…), for the report. */
  kind: string;
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Path segments worth trying beyond random text: ids that exist in the seeded data, names routes know. */
const knownIds = ['1', '2', '3', '4', '5', '0', '2147483648'];
const knownSegments = ['home', 'hero', 'corporate', 'about_us', 'educations', 'training_videos', 'services'];
const knownSegmentsToo = ['classroom_rental', 'media', 'news', 'contact', 'tr', 'en', 'x'];

const segmentArb = fc.string({ unit: 'binary', minLength: 1, maxLength: 16 }).map(encode);

function paramArb(name: string): fc.Arbitrary<string> {
  if (name === '*') {
    return fc
      .array(fc.oneof(fc.constantFrom('brands', 'x', '1', 'queue'), segmentArb), { maxLength: 3 })
      .map((s) => s.join('/'));
  }
  const idLike = name === 'id' || name.endsWith('Id');
  return fc.oneof(
    { weight: idLike ? 6 : 1, arbitrary: fc.constantFrom(...knownIds) },
    { weight: idLike ? 1 : 6, arbitrary: fc.constantFrom(...knownSegments, ...knownSegmentsToo) },
    { weight: 1, arbitrary: fc.nat().map(String) },
    { weight: 1, arbitrary: segmentArb },
  );
}

/** The endpoint's URL with its `:params` (and a wildcard) filled in, sometimes with a query string. */
function urlArb(endpoint: Endpoint, fieldNames: readonly string[]): fc.Arbitrary<string> {
  const names = [...endpoint.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  const query = fc.option(
    fc.array(
      fc.tuple(
        keyArb(fieldNames),
        textArb.filter((text) => text.length < 2000),
      ),
      { maxLength: 3 },
    ),
    { freq: 4 },
  );
  return fc.tuple(fc.tuple(...names.map(paramArb)), query).map(([values, pairs]) => {
    let index = 0;
    const path = endpoint.url.replace(/:(\w+)|\*/g, () => values[index++]);
    if (!pairs) return path;
    return `${path}?${pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')}`;
  });
}

/** A `_method`: mostly one of the URL's own methods (so the target handler runs), sometimes anything. */
function methodOverrideArb(overrides: readonly string[]): fc.Arbitrary<Tree> {
  return fc.oneof(
    {
      weight: 12,
      arbitrary: fc.constantFrom(...overrides).chain((m) => fc.constantFrom(m, m.toLowerCase(), ` ${m} `)),
    },
    {
      weight: 3,
      arbitrary: fc.constantFrom('PATCH', 'GET', 'TRACE', 'POST', '', 'PUT\u0000', 'X'.repeat(200)),
    },
    { weight: 1, arbitrary: treeArb(['_method']) },
  );
}

const boundaryArb = fc.oneof(
  fc.constant('----akademiFuzz7MA4YWxkTrZu0gW'),
  fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/),
);

const oddContentTypes = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/x-www-form-urlencoded; charset=iso-8859-1',
  'multipart/mixed; boundary=x',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="unterminated',
  'image/png',
  'application/json, text/plain',
];

const jsonGarbage = [
  '{',
  '{"a":',
  '[',
  'nul',
  '1e999',
  '"\\ud800"',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  ' ',
  '',
  'null',
  '[]',
  '"text"',
  '42',
  '[{"_method":"PUT"}]',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

/**
 * One hostile request to `endpoint`: a body written in one of many ways. A POST to a URL that also has PUT,
 * PATCH or DELETE (`overrides`) usually carries a `_method`, as the back office sends them; any other write
 * only now and then.
 */
export function requestArb(
  endpoint: Endpoint,
  overrides: readonly string[],
  fieldNames: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  const dispatches = endpoint.method === 'POST' && overrides.length > 0;
  const override = fc.oneof(
    { weight: dispatches ? 3 : 1, arbitrary: methodOverrideArb(overrides.length > 0 ? overrides : ['PUT']) },
    { weight: dispatches ? 1 : 9, arbitrary: fc.constant(null) },
  );
  const entries = fc
    .tuple(entriesArb(fieldNames), override)
    .map(([body, method]) => (method === null ? body : new Entries([['_method', method], ...body.pairs])));
  const fields = entries.map((body) =>
    body.pairs.map(([key, value]): [string, string] => [key, asText(value)]),
  );
  const json = (kind: string, payload: fc.Arbitrary<string>, type = 'application/json') =>
    payload.map((text) => ({ kind, headers: { 'content-type': type }, payload: text as string | Buffer }));

  const bodies = fc.oneof(
    { weight: 6, arbitrary: json('json', entries.map(toJson)) },
    { weight: 1, arbitrary: json('json-any', treeArb(fieldNames).map(toJson)) },
    { weight: 1, arbitrary: json('json-garbage', fc.constantFrom(...jsonGarbage)) },
    {
      weight: 4,
      arbitrary: json(
        'urlencoded',
        fc
          .tuple(fields, fc.constantFrom('', '&', '&%ZZ=1', '&a[b]=c', '&=x', '&%E0%A4%A=1'))
          .map(
            ([pairs, tail]) =>
              pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&') + tail,
          ),
        'application/x-www-form-urlencoded',
      ),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(boundaryArb, fields, fc.array(fileArb, { maxLength: 2 }))
        .map(([boundary, pairs, files]) => ({
          kind: files.length > 0 ? 'multipart-files' : 'multipart',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: multipartPayload(boundary, pairs, files) as string | Buffer,
        })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          boundaryArb,
          fields,
          fc.array(fileArb, { maxLength: 1 }),
          fc.constantFrom(
            'no-boundary',
            'wrong-boundary',
            'truncated',
            'long-boundary',
            'lf-only',
            'garbage',
            'empty',
          ),
          fc.double({ min: 0.01, max: 0.99, noNaN: true }),
          fc.uint8Array({ maxLength: 300 }),
        )
        .map(([boundary, pairs, files, broken, cut, garbage]) => {
          const valid = multipartPayload(boundary, pairs, files);
          const payloads: Record<string, [string, Buffer]> = {
            'no-boundary': ['multipart/form-data', valid],
            'wrong-boundary': [`multipart/form-data; boundary=${boundary}x`, valid],
            truncated: [
              `multipart/form-data; boundary=${boundary}`,
              valid.subarray(0, Math.floor(valid.length * cut)),
            ],
            'long-boundary': [`multipart/form-data; boundary=${'b'.repeat(71 + garbage.length)}`, valid],
            'lf-only': [
              `multipart/form-data; boundary=${boundary}`,
              Buffer.from(valid.toString('latin1').replace(/\r\n/g, '\n'), 'latin1'),
            ],
            garbage: [`multipart/form-data; boundary=${boundary}`, Buffer.from(garbage)],
            empty: [`multipart/form-data; boundary=${boundary}`, Buffer.alloc(0)],
          };
          const [type, payload] = payloads[broken];
          return {
            kind: `multipart-${broken}`,
            headers: { 'content-type': type },
            payload: payload as string | Buffer,
          };
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...oddContentTypes),
          fc.oneof(entries.map(toJson), fc.string({ maxLength: 200 })),
        )
        .map(([type, text]) => ({
          kind: 'content-type',
          headers: { 'content-type': type },
          payload: text as string | Buffer,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ kind: 'no-body', headers: {} as Record<string, string>, payload: undefined }),
    },
  );

  return fc.tuple(urlArb(endpoint, fieldNames), bodies).map(([url, body]) => ({
    method: endpoint.method,
    url,
    kind: body.kind,
    headers: body.headers,
    payload: body.payload,
  }));
}
