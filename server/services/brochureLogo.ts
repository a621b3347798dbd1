import fs from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from './sharp.js';

/** Where the company's pictures live: uploads under `/uploads/…`, the product's own (the demo logo) in dist. */
export interface PictureFolders {
  uploadsDir: string;
  distDir: string;
}

/** The bytes of a picture of our own, or undefined when it cannot be read (never outside the two folders). */
async function readPicture(picture: string, folders: PictureFolders): Promise<Buffer | undefined> {
  const pathname = decodeURIComponent(picture.split(/[?#]/)[0]);
  const [root, relative] = pathname.startsWith('/uploads/')
    ? [folders.uploadsDir, pathname.slice('/uploads/'.length)]
    : [folders.distDir, pathname.slice(1)];
  const file = path.resolve(root, relative);
  if (!file.startsWith(path.resolve(root) + path.sep)) return undefined;
  return fs.readFile(file).catch(() => undefined);
}

/**
 * The company's logo as a PNG a PDF can embed (pdfkit takes PNG and JPEG only; the logo is an SVG or WebP),
 * rasterised at print resolution for a 170 × 46 pt box. Undefined when there is no readable logo: the
 * brochure then sets the company's name instead.
 */
export async function logoPng(picture: string | null | undefined, folders: PictureFolders) {
  if (!picture) return undefined;
  const bytes = await readPicture(picture, folders);
  if (!bytes) return undefined;
  try {
    const sharp = await loadSharp();
    return await sharp(bytes, { density: 300, limitInputPixels: 40_000_000 })
      .resize({ width: 708, height: 192, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return undefined; // not a picture sharp can read: the name stands in for it
  }
}
