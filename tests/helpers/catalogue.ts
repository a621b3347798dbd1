import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { FilePart, TestApp } from './testApp.js';

/* Helpers for the back office catalogue tests (tests/api/admin-catalogue-*.test.ts). */

export const solid = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } });

export const pngImage = (width = 640, height = 480, color = '#d33') =>
  solid(width, height, color).png().toBuffer();
export const jpegImage = (width = 640, height = 480, color = '#3a3') =>
  solid(width, height, color).jpeg().toBuffer();
export const webpImage = (width = 640, height = 480, color = '#33d') =>
  solid(width, height, color).webp().toBuffer();

export const imagePart = (
  content: Buffer,
  filename = 'photo.png',
  field = 'files',
  contentType = 'image/png',
) => ({
  field,
  filename,
  contentType,
  content,
});

/** Files that must be refused: each claims to be an image. */
export async function badImages(): Promise<Record<string, FilePart>> {
  const jpeg = await jpegImage(800, 600);
  return {
    svgRenamedPng: imagePart(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      ),
      'logo.png',
    ),
    html: imagePart(
      Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      'page.png',
    ),
    truncatedJpeg: imagePart(
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      'half.jpg',
      'files',
      'image/jpeg',
    ),
    pngHeaderOnly: imagePart(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), 'x.png'),
  };
}

/** More than the 5 MB upload limit, starting like a JPEG. */
export const oversizeFile = (field = 'files') =>
  imagePart(
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024 + 10)]),
    'big.jpg',
    field,
    'image/jpeg',
  );

/** Every file under the uploads folder, relative to it (to assert nothing was left behind). */
export function uploadedFiles(t: TestApp, kind?: string): string[] {
  const root = path.join(t.config.uploadsRoot, 'uploads', kind ?? '');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(root, name)).isFile())
    .sort();
}

/** The file on disk behind an /uploads/… URL path. */
export const diskPath = (t: TestApp, urlPath: string) =>
  path.join(t.config.uploadsRoot, urlPath.replace(/^\/+/, ''));

/** What of a course is still in the database: gallery rows, sessions, instructor links, pre-registrations. */
async function courseRowsLeft(t: TestApp, productId: number) {
  const db = t.app.db;
  const rowsOf = async (table: 'product_sessions' | 'product_instructors' | 'pre_registrations') =>
    (await db.selectFrom(table).select('product_id').where('product_id', '=', productId).execute()).length;
  const files = await db
    .selectFrom('files')
    .select('id')
    .where('owner_type', '=', 'product')
    .where('owner_id', '=', productId)
    .execute();
  return {
    files: files.length,
    sessions: await rowsOf('product_sessions'),
    instructors: await rowsOf('product_instructors'),
    registrations: await rowsOf('pre_registrations'),
  };
}

/** A course deleted for good left nothing behind; a failure shows which rows are left. */
export async function expectNothingLeftOfCourse(t: TestApp, productId: number) {
  expect(await courseRowsLeft(t, productId)).toEqual({
    files: 0,
    sessions: 0,
    instructors: 0,
    registrations: 0,
  });
}
