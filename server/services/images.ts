import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../http/errors.js';
import type { UploadedFile } from '../plugins/formBody.js';
import { detectFileType, isImageFileType } from './fileTypes.js';
import { loadSharp } from './sharp.js';
import { type FileToSave, saveFilesWith } from './uploadFiles.js';

/*
 * The one way an uploaded image reaches the disk. The type is decided by the content (JPEG, PNG, WebP; SVG,
 * HTML and everything else is refused), the image is decoded and re-encoded as WebP (auto-rotated, metadata
 * stripped) in a web size and a thumbnail, and the server picks the file name. What we serve is therefore
 * always an image we produced ourselves, never the bytes a client sent.
 *
 * Stored paths are the public URL paths (`/uploads/products/<random>.webp`), the same form the site reads;
 * the thumbnail sits next to it as `<random>-thumb.webp`.
 */

export const imageMessages = {
  unsupported: 'Yalnızca JPEG, PNG veya WebP görsel yüklenebilir',
  unreadable: 'Görsel okunamadı: dosya bozuk veya eksik',
  dimensions: 'Görselin çözünürlüğü çok büyük (en fazla 40 megapiksel)',
  missing: 'Yüklenecek görsel seçilmedi',
} as const;

/** Longest side of the web-size image and of the thumbnail, in pixels. */
export const imageSizes = { large: 1600, thumb: 480 } as const;
const maxInputPixels = 40_000_000;

/** The folders under `<uploadsRoot>/uploads/` that uploaded images go to. */
export type ImageKind = 'products' | 'contents' | 'instructors' | 'brands' | 'news' | 'editor';

export interface StoredImage {
  /** URL path of the web-size image: /uploads/<kind>/<random>.webp */
  path: string;
  thumbPath: string;
  width: number;
  height: number;
  mime: 'image/webp';
}

interface ProcessedImage {
  large: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

const ownFilePattern = /^\/uploads\/([a-z]+)\/([a-f0-9]{32})(-thumb)?\.webp$/;

export const thumbPathOf = (imagePath: string) => imagePath.replace(/\.webp$/, '-thumb.webp');

/** The thumbnail of an image this service stored; other images (seeded demo files) are their own thumbnail. */
export const thumbUrlOf = (imagePath: string) =>
  ownFilePattern.test(imagePath) ? thumbPathOf(imagePath) : imagePath;

/** Names the file in a message without echoing anything odd the client put in the name. */
function label(file: UploadedFile): string {
  const name = file.filename.replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 80);
  return name ? ` (${name})` : '';
}

/** Checks one upload by content and re-encodes it. Nothing is written. */
async function processImage(file: UploadedFile): Promise<ProcessedImage> {
  const type = detectFileType(file.buffer);
  if (!isImageFileType(type)) throw new HttpError(415, `${imageMessages.unsupported}${label(file)}`);
  const options = { failOn: 'warning', limitInputPixels: maxInputPixels } as const;
  const sharp = await loadSharp();
  try {
    const meta = await sharp(file.buffer, options).metadata();
    // The decoder must agree with the magic bytes: a PNG header glued to something else is not a PNG.
    if (meta.format !== type) throw new HttpError(415, `${imageMessages.unsupported}${label(file)}`);
    if ((meta.width ?? 0) * (meta.height ?? 0) > maxInputPixels) {
      throw new HttpError(422, `${imageMessages.dimensions}${label(file)}`);
    }
    const encode = (size: number) =>
      sharp(file.buffer, options)
        .rotate()
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    const large = await encode(imageSizes.large);
    const thumb = await encode(imageSizes.thumb);
    return { large: large.data, thumb: thumb.data, width: large.info.width, height: large.info.height };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // sharp's message names the decoder's complaint; the client only needs to know the file is unusable.
    throw new HttpError(422, `${imageMessages.unreadable}${label(file)}`);
  }
}

export class ImageStore {
  constructor(private readonly uploadsDir: string) {}

  private absolute(urlPath: string): string | undefined {
    const match = ownFilePattern.exec(urlPath);
    return match ? path.join(this.uploadsDir, match[1], `${match[2]}${match[3] ?? ''}.webp`) : undefined;
  }

  /**
   * Checks and converts every file first (one bad file: nothing is written), then writes them all under
   * temporary names, runs `commit` (the database write, in a transaction) and moves the images into place
   * once it has committed. Whatever fails, a failed upload leaves neither a row nor a file behind.
   */
  async withImages<T>(
    kind: ImageKind,
    files: UploadedFile[],
    commit: (images: StoredImage[]) => Promise<T>,
  ): Promise<T> {
    if (files.length === 0) throw new HttpError(422, imageMessages.missing);
    const processed: ProcessedImage[] = [];
    // One at a time: each decode holds a full bitmap in memory.
    for (const file of files) processed.push(await processImage(file));

    const dir = path.join(this.uploadsDir, kind);
    const images: StoredImage[] = [];
    const toSave: FileToSave[] = [];
    for (const image of processed) {
      const name = randomBytes(16).toString('hex');
      images.push({
        path: `/uploads/${kind}/${name}.webp`,
        thumbPath: `/uploads/${kind}/${name}-thumb.webp`,
        width: image.width,
        height: image.height,
        mime: 'image/webp',
      });
      toSave.push(
        { path: path.join(dir, `${name}.webp`), data: image.large },
        { path: path.join(dir, `${name}-thumb.webp`), data: image.thumb },
      );
    }
    return saveFilesWith(toSave, () => commit(images));
  }

  /** Stores images that no row records (the editor's): checked, converted and written, or nothing is. */
  save(kind: ImageKind, files: UploadedFile[]): Promise<StoredImage[]> {
    return this.withImages(kind, files, async (images) => images);
  }

  /**
   * Deletes images this service stored, with their thumbnails. Paths it did not produce (seeded demo files,
   * outside links) are left alone; a file already gone is not an error.
   */
  async remove(paths: (string | null | undefined)[]): Promise<void> {
    for (const urlPath of paths) {
      if (!urlPath) continue;
      for (const candidate of [urlPath, thumbPathOf(urlPath)]) {
        const file = this.absolute(candidate);
        if (file) await fs.rm(file, { force: true });
      }
    }
  }
}
