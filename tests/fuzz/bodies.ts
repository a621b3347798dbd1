import fc from 'fast-check';

/*
 * Hostile request bodies for the write endpoints. A body is drawn as a tree whose objects are lists of
 * key/value pairs, so it can hold what a JavaScript object literal cannot: a key twice, `__proto__` as an
 * ordinary key. It is then written as JSON, urlencoded or multipart text, well formed or broken on purpose.
 */

export class Entries {
  constructor(readonly pairs: [string, Tree][]) {}
}
export type Tree = null | boolean | number | string | Tree[] | Entries;

/** The keys no form has and that used to crash yup: everything a plain object inherits. */
export const inheritedKeys = Object.getOwnPropertyNames(Object.prototype);

const oddTexts = [
  '',
  ' ',
  '0',
  '1',
  '-1',
  '1.5',
  '1e3',
  '2147483648',
  '99999999999999999999',
  'null',
  'true',
  'on',
  '[]',
  '{}',
  '[1,2]',
  '[3,1,2]',
  '1,2,3',
  '{"tr":"Başlık","en":"Title"}',
  '{"constructor":1}',
  '[{"__proto__":{"x":1}}]',
  '{"toString":"x"}',
  '#1a2b3c',
  'red',
  'https://example.com/a',
  'javascript:alert(1)',
  '/uploads/a.webp',
  '../../etc/passwd',
  'a@b.co',
  'ayse@firma.com.tr',
  '0532 555 44 33',
  '2026-05-01T09:00:00.000Z',
  '2026-13-45',
  'PUT',
  'DELETE',
  'mail',
  'trash',
  'educations',
  'tr',
  'en',
  '<script>alert(1)</script><p>x</p>',
  'İçerik şğüöçı',
  'a\u0000b',
  '\ud800',
];

/** Text of any kind: short ASCII, any code point (lone surrogates included), the values forms expect, long runs. */
export const textArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 40, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 20, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 50, arbitrary: fc.constantFrom(...oddTexts) },
  { weight: 8, arbitrary: fc.integer({ min: 100, max: 30_000 }).map((n) => 'x'.repeat(n)) },
  // Over the limits: a rich text's 200,000 characters, a form field's 1 MB.
  { weight: 1, arbitrary: fc.constantFrom(200_001, 1_048_600).map((n) => 'y'.repeat(n)) },
);

const leafArb: fc.Arbitrary<Tree> = fc.oneof(
  { weight: 6, arbitrary: textArb },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 2147483648, 1e21, Number.MAX_SAFE_INTEGER) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** A body's keys: mostly the field names the schemas know (so bodies get past the first checks), then the rest. */
export function keyArb(fieldNames: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 40, arbitrary: fc.constantFrom(...fieldNames) },
    { weight: 1, arbitrary: fc.constantFrom(...inheritedKeys) },
    { weight: 6, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 4, arbitrary: fc.constantFrom('title_tr', 'name[en]', 'text.tr', 'trash_list[]', 'id') },
  );
}

export function treeArb(fieldNames: readonly string[]): fc.Arbitrary<Tree> {
  const key = keyArb(fieldNames);
  const { tree } = fc.letrec<{ tree: Tree; node: Tree }>((tie) => ({
    tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leafArb, tie('node')),
    node: fc.oneof(
      fc.array(tie('tree'), { maxLength: 4 }),
      fc.array(fc.tuple(key, tie('tree')), { maxLength: 5 }).map((pairs) => new Entries(pairs)),
    ),
  }));
  return tree;
}

/** A body object: a few pairs, nested values now and then. */
export function entriesArb(fieldNames: readonly string[]): fc.Arbitrary<Entries> {
  const tree = treeArb(fieldNames);
  const value = fc.oneof({ weight: 4, arbitrary: leafArb }, { weight: 1, arbitrary: tree });
  return fc.array(fc.tuple(keyArb(fieldNames), value), { maxLength: 10 }).map((pairs) => new Entries(pairs));
}

export function toJson(tree: Tree): string {
  if (tree instanceof Entries) {
    return `{${tree.pairs.map(([key, value]) => `${JSON.stringify(key)}:${toJson(value)}`).join(',')}}`;
  }
  if (Array.isArray(tree)) return `[${tree.map(toJson).join(',')}]`;
  return JSON.stringify(tree) ?? 'null';
}

/** A value as one form field: text as it is, anything else as its JSON (as the back office sends objects). */
export const asText = (tree: Tree): string => (typeof tree === 'string' ? tree : toJson(tree));

/** encodeURIComponent, with lone surrogates (which it refuses) written as raw %-escapes of their code units. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => encodeURIComponent(ch.length === 1 && /[\ud800-\udfff]/.test(ch) ? '?' : ch))
      .join('');
  }
}

export interface FilePart {
  field: string;
  /** Null: a part with no filename at all (busboy reads an octet-stream one as a nameless file). */
  filename: string | null;
  contentType: string;
  content: Buffer;
}

/** A 1×1 PNG: an image the upload endpoints accept, so some fuzzed uploads reach image processing. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const fileArb: fc.Arbitrary<FilePart> = fc.record({
  field: fc.constantFrom('image', 'file', 'files', 'cv', 'logo', 'photo', 'images', 'x'),
  filename: fc.oneof(
    fc.constantFrom('a.png', 'cv.pdf', '../../evil.php', '', 'ş ğ.webp', `${'a'.repeat(300)}.png`, 'a"b.png'),
    fc.string({ maxLength: 20 }),
    fc.constant(null),
  ),
  contentType: fc.constantFrom(
    'image/png',
    'image/webp',
    'application/pdf',
    'text/html',
    'application/octet-stream',
    '',
  ),
  content: fc.oneof(
    fc.constant(onePixelPng),
    fc.constant(onePixelPng.subarray(0, 20)),
    fc.constant(Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\ntrailer<<>>\n%%EOF')),
    fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
  ),
});

export function multipartPayload(boundary: string, fields: [string, string][], files: FilePart[]): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    const type = file.contentType ? `\r\nContent-Type: ${file.contentType}` : '';
    const filename = file.filename === null ? '' : `; filename="${file.filename}"`;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"${filename}${type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}
