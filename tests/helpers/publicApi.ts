import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { multipart, type TestApp } from './testApp.js';

/** GETs a public URL as a visitor whose `_lang` cookie is `lang` (none: the default language). */
export function visit(t: TestApp, url: string, lang?: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(lang ? { cookie: `_lang=${lang}` } : {}) },
  });
}

/** The `data` of a successful public answer, after checking the envelope. */
export function dataOf<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  const body = res.json() as { success: boolean; data: T };
  if (body.success !== true) throw new Error(`expected success: ${res.body}`);
  return body.data;
}

/**
 * Runs `change` against the database and drops the cached answers, as an admin write would; runs `check`,
 * then `undo`es the change whatever happened.
 */
export async function withChange(
  t: TestApp,
  change: () => Promise<unknown>,
  undo: () => Promise<unknown>,
  check: () => Promise<void>,
) {
  await change();
  t.app.publicCache.clear();
  try {
    await check();
  } finally {
    await undo();
    t.app.publicCache.clear();
  }
}

/**
 * Runs `check` while the active record of `table` named `seoName` is switched off, as an admin would, and
 * switches it on again whatever happened.
 */
export function whileInactive(
  t: TestApp,
  table: 'brands' | 'categories' | 'instructors',
  seoName: string,
  check: () => Promise<void>,
) {
  const setActive = (active: number) =>
    t.app.db.updateTable(table).set({ active }).where('seo_name', '=', seoName).execute();
  return withChange(
    t,
    () => setActive(0),
    () => setActive(1),
    check,
  );
}

/** Runs `check` while the published course `seoName` is unpublished, and publishes it again whatever happened. */
export function whileUnpublished(t: TestApp, seoName: string, check: () => Promise<void>) {
  const setPublished = (published: number) =>
    t.app.db
      .updateTable('products')
      .set({ is_published: published })
      .where('seo_name', '=', seoName)
      .execute();
  return withChange(
    t,
    () => setPublished(0),
    () => setPublished(1),
    check,
  );
}

export async function getData<T>(t: TestApp, url: string, lang?: string): Promise<T> {
  return dataOf<T>(await visit(t, url, lang));
}

/** A minimal ZIP archive (stored entries) with the given file names: enough for content sniffing. */
export function zipWith(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from('<xml/>');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

export const sampleFiles = {
  pdf: () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  docx: () => zipWith(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']),
  xlsx: () => zipWith(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml']),
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  html: () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  png: () =>
    sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  jpeg: () =>
    sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer(),
  webp: () =>
    sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer(),
};

/** A file as the careers form uploads it in its `cv` field. */
export interface CvUpload {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A CV as an applicant uploads it: the sample PDF, under a Turkish file name unless told another. */
export const pdfCv = (filename = 'özgeçmiş.pdf'): CvUpload => ({
  filename,
  contentType: 'application/pdf',
  content: sampleFiles.pdf(),
});

/** A job application with a CV, sent as the site's form sends it (multipart, CSRF). */
export async function sendJobApplication(t: TestApp, cvName: string, remoteAddress: string) {
  const { headers } = await t.csrf();
  const body = multipart(
    {
      name: 'Mehmet Demir',
      email: 'mehmet@example.com',
      phone: '+90 533 444 22 11',
      position: 'Eğitim Koordinatörü',
      message: 'Altı yıllık deneyimim var.',
      kvkk_consent: '1',
    },
    [{ field: 'cv', ...pdfCv(cvName) }],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/human-resources',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
    remoteAddress,
  });
}
