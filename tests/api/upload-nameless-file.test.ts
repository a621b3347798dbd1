import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles } from '../helpers/publicApi.js';
import { bearer } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

/*
 * Issue 27: a multipart part with a Content-Type but no filename. busboy reads a nameless
 * application/octet-stream part as a file whose name is undefined; the upload services name what they store
 * after it, and answered 500. It is refused where multipart is read (plugins/formBody.ts), for every route.
 */

const t = useTestApp({ seed: true });
let admin: Record<string, string>;

beforeAll(async () => {
  admin = bearer(await t.adminToken());
});

const boundary = 'akademiNamelessPart';

/** A body with one file part: `filename` omitted from Content-Disposition when undefined. */
function body(field: string, content: Buffer, filename?: string, type = 'application/octet-stream') {
  const name = filename === undefined ? '' : `; filename="${filename}"`;
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${name}\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

const post = (url: string, payload: Buffer, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });

/** Every route that stores a file, with the field it reads the file from. */
const fileRoutes = [
  ['/api/admin/uploads/image', 'image'],
  ['/api/admin/settings/company/logo', 'logo'],
  ['/api/admin/products/1/files', 'files'],
  ['/api/admin/contents/home/hero/files', 'files'],
  ['/api/admin/brands', 'logo'],
  ['/api/admin/instructors', 'photo'],
  ['/api/admin/news', 'image'],
] as const;

const uploadedFiles = () => {
  const dir = path.join(t.config.uploadsRoot, 'uploads');
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).sort() : [];
};

describe('a file part without a filename', () => {
  it.each(fileRoutes)('is a 400 in the JSON envelope on %s, and nothing is stored', async (url, field) => {
    const before = uploadedFiles();
    const png = await sampleFiles.png();
    const res = await post(url, body(field, png), admin);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Gönderilen dosyanın adı yok' });
    expect(uploadedFiles()).toEqual(before);
  });

  it('is refused on the careers form too, before its CV is looked at', async () => {
    const res = await post('/api/human-resources', body('cv', sampleFiles.pdf()), (await t.csrf()).headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Gönderilen dosyanın adı yok' });
  });

  it('an empty file input (no name, no content) still counts as no file, and a named image goes through', async () => {
    const empty = await post('/api/admin/uploads/image', body('image', Buffer.alloc(0), ''), admin);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Yüklenecek görsel seçilmedi');
    const named = await post(
      '/api/admin/uploads/image',
      body('image', await sampleFiles.png(), 'a.png'),
      admin,
    );
    expect(named.statusCode, named.body).toBe(201);
  });
});
