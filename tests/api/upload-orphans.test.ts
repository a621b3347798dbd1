import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { diskFullMessage, temporaryPrefix } from '../../server/services/uploadFiles.js';
import { sweepUploadLeftovers } from '../../server/services/uploadSweep.js';
import { imagePart, pngImage, uploadedFiles } from '../helpers/catalogue.js';
import { jobApplicant, storedCvs } from '../helpers/formVisitors.js';
import { pdfCv } from '../helpers/publicApi.js';
import { multipart, postWithCsrf } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';
import { type AdminClient, adminClient } from './admin-helpers.js';

/*
 * Issue 12, "files never orphaned": an upload that fails anywhere (a full disk, the database) leaves no file,
 * and what a killed process left is settled at start-up. The kill itself, with a real process, is in
 * ./upload-interrupted.test.ts.
 */

const t = useTestApp({ seed: true });
let admin: AdminClient;
let productId: number;

beforeAll(async () => {
  admin = adminClient(t, await t.adminToken());
  const category = (await admin.post('/categories', { name: { tr: 'Dosyalar' } })).json().data.id;
  productId = (await admin.post('/products', { title: { tr: 'Dosyalı Kurs' }, category_id: category })).json()
    .data.id;
});
afterEach(() => {
  vi.restoreAllMocks();
});

const realWriteFile = fs.writeFile;

/**
 * From the `allowed`+1-th file write on, the disk is full: the write leaves the start of the file, as a
 * full disk does, then fails the way the kernel fails it (writing to /dev/full answers ENOSPC).
 */
function fillTheDiskAfter(allowed: number, code: 'ENOSPC' | 'EDQUOT' = 'ENOSPC') {
  let writes = 0;
  return vi.spyOn(fs, 'writeFile').mockImplementation(async (file, data, options) => {
    if (++writes <= allowed) return realWriteFile(file, data, options);
    await realWriteFile(file, (data as Buffer).subarray(0, 1024), options);
    if (code === 'ENOSPC' && existsSync('/dev/full')) await realWriteFile('/dev/full', data);
    throw Object.assign(new Error(`${code}: simulated`), { code });
  });
}

const galleryUpload = async (count: number) =>
  admin.form(
    `/products/${productId}/files`,
    {},
    await Promise.all(
      Array.from({ length: count }, async (_, i) => imagePart(await pngImage(40, 30), `${i}.png`)),
    ),
  );
const fileRows = () => t.app.db.selectFrom('files').select('path').orderBy('id').execute();
const applications = () => t.app.db.selectFrom('hr_applications').select('id').execute();

let ip = 0;
async function applyWithCv() {
  const body = multipart(jobApplicant, [{ field: 'cv', ...pdfCv('cv.pdf') }]);
  return postWithCsrf(t, '/api/human-resources', body.payload, {
    headers: body.headers,
    remoteAddress: `10.90.0.${++ip}`,
  });
}

describe('a full disk', () => {
  it('answers 507 to a gallery upload and removes every file it had written', async () => {
    const before = { files: uploadedFiles(t), rows: await fileRows() };
    // Three images make six files: the fourth write finds the disk full.
    fillTheDiskAfter(3);
    const res = await galleryUpload(3);
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ success: false, message: diskFullMessage });
    expect(uploadedFiles(t)).toEqual(before.files);
    expect(await fileRows()).toEqual(before.rows);
  });

  it('answers 507 to a CV and leaves neither a partial file nor a row', async () => {
    const before = await applications();
    fillTheDiskAfter(0);
    const res = await applyWithCv();
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ success: false, message: diskFullMessage });
    expect(storedCvs(t)).toEqual([]);
    expect(await applications()).toEqual(before);
  });

  it('answers 507 to an editor image when the quota is used up', async () => {
    const before = uploadedFiles(t);
    fillTheDiskAfter(1, 'EDQUOT');
    const res = await admin.form('/uploads/image', {}, [imagePart(await pngImage(40, 30), 'a.png', 'image')]);
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ success: false, message: diskFullMessage });
    expect(uploadedFiles(t)).toEqual(before);
  });
});

describe('an upload', () => {
  it('puts files in place only after the row has committed, and none when the database fails', async () => {
    const before = uploadedFiles(t);
    let onDiskAtCommit: string[] = [];
    vi.spyOn(t.app.db, 'transaction').mockImplementationOnce(
      () =>
        ({
          execute: async () => {
            onDiskAtCommit = uploadedFiles(t).filter((file) => !before.includes(file));
            throw new Error('the database went away');
          },
        }) as never,
    );
    const res = await galleryUpload(2);
    expect(res.statusCode).toBe(500);
    // At commit time: two images and their thumbnails, all under temporary names.
    expect(onDiskAtCommit).toHaveLength(4);
    for (const file of onDiskAtCommit)
      expect(path.basename(file)).toMatch(/^\.tmp-[a-f0-9]{32}(-thumb)?\.webp$/);
    expect(uploadedFiles(t)).toEqual(before);
  });

  it('that succeeds leaves no temporary name behind', async () => {
    expect((await galleryUpload(2)).statusCode).toBe(201);
    expect((await applyWithCv()).statusCode).toBe(200);
    const all = [...uploadedFiles(t), ...storedCvs(t)];
    expect(all.filter((file) => path.basename(file).startsWith(temporaryPrefix))).toEqual([]);
    for (const { path: stored } of await fileRows()) {
      expect(existsSync(path.join(t.config.dataDir, stored))).toBe(true);
    }
  });
});

describe('the start-up sweep', () => {
  const leave = (relative: string, content = 'x') => {
    const file = path.join(t.config.dataDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    return file;
  };
  const hex = () => randomBytes(16).toString('hex');

  it('moves into place what a committed row points at, removes every other temporary file', async () => {
    const committed = hex();
    await t.app.db
      .insertInto('files')
      .values({
        owner_type: 'product',
        owner_id: productId,
        gallery_type: 'gallery',
        path: `/uploads/products/${committed}.webp`,
        mime: 'image/webp',
        width: 1,
        height: 1,
        title: '{}',
        queue: -100,
        created_at: new Date().toISOString(),
      })
      .execute();
    const cv = `${hex()}.pdf`;
    await t.app.db
      .updateTable('hr_applications')
      .set({ cv_path: `private/cv/${cv}` })
      .where('id', '=', (await applications())[0].id)
      .execute();
    leave(`uploads/products/.tmp-${committed}.webp`, 'image');
    leave(`uploads/products/.tmp-${committed}-thumb.webp`, 'thumb');
    leave(`private/cv/.tmp-${cv}`, '%PDF-');
    const strays = [
      leave(`uploads/products/.tmp-${hex()}.webp`),
      leave(`uploads/products/.tmp-${hex()}-thumb.webp`),
      leave(`uploads/editor/.tmp-${hex()}.webp`),
      leave(`private/cv/.tmp-${hex()}.docx`),
    ];
    const before = uploadedFiles(t).filter((file) => !path.basename(file).startsWith(temporaryPrefix));

    const result = await sweepUploadLeftovers(t.app.db, t.config.dataDir);

    expect(result.completed.map((file) => path.basename(file)).sort()).toEqual(
      [`${committed}.webp`, `${committed}-thumb.webp`, cv].sort(),
    );
    expect(result.removed.sort()).toEqual([...strays].sort());
    const uploads = (relative: string) => path.join(t.config.dataDir, relative);
    expect(
      readdirSync(uploads('uploads/products'))
        .filter((name) => name.includes(committed))
        .sort(),
    ).toEqual([`${committed}-thumb.webp`, `${committed}.webp`]);
    expect(existsSync(uploads(`private/cv/${cv}`))).toBe(true);
    // Everything else, the seeded demo images included, is where it was.
    const after = uploadedFiles(t);
    expect(after.filter((file) => path.basename(file).startsWith(temporaryPrefix))).toEqual([]);
    for (const file of before) expect(after).toContain(file);
    expect(before.some((file) => file.startsWith('demo/'))).toBe(true);
  });

  it('leaves young leftovers alone when told to: another instance sharing the folder may be uploading them', async () => {
    const name = hex();
    const young = leave(`uploads/news/.tmp-${name}.webp`, 'being written');
    const old = leave(`uploads/news/.tmp-${hex()}.webp`, 'left by a crash');
    const anHourAgo = new Date(Date.now() - 3600_000);
    await fs.utimes(old, anHourAgo, anHourAgo);
    const result = await sweepUploadLeftovers(t.app.db, t.config.dataDir, { olderThanMs: 10 * 60_000 });
    expect(result.removed).toEqual([old]);
    expect(existsSync(young)).toBe(true);
    expect((await sweepUploadLeftovers(t.app.db, t.config.dataDir)).removed).toEqual([young]);
  });

  it('never overwrites a file that is already in place', async () => {
    const name = hex();
    const final = leave(`uploads/news/${name}.webp`, 'in place');
    leave(`uploads/news/.tmp-${name}.webp`, 'leftover');
    const result = await sweepUploadLeftovers(t.app.db, t.config.dataDir);
    expect(result.completed).toEqual([]);
    expect(await fs.readFile(final, 'utf8')).toBe('in place');
    expect(existsSync(path.join(path.dirname(final), `.tmp-${name}.webp`))).toBe(false);
  });
});
