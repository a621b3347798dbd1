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
export type ImageKind =
  'products' | 'contents' | 'instructors' | 'brands' | 'news' | 'editor' | 'testimonials' | 'references';

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

const decodeOptions = { failOn: 'warning', limitInputPixels: maxInputPixels } as const;

/**
 * Runs `convert` on an upload whose content is a JPEG, PNG or WebP the decoder agrees with, within the size
 * limit; anything else is refused with the message the admin sees. Nothing is written.
 */
async function convertImage<T>(
  file: UploadedFile,
  convert: (sharp: Awaited<ReturnType<typeof loadSharp>>) => Promise<T>,
): Promise<T> {
  const type = detectFileType(file.buffer);
  if (!isImageFileType(type)) throw new HttpError(415, `${imageMessages.unsupported}${label(file)}`);
  const sharp = await loadSharp();
  try {
    const meta = await sharp(file.buffer, decodeOptions).metadata();
    // The decoder must agree with the magic bytes: a PNG header glued to something else is not a PNG.
    if (meta.format !== type) throw new HttpError(415, `${imageMessages.unsupported}${label(file)}`);
    if ((meta.width ?? 0) * (meta.height ?? 0) > maxInputPixels) {
      throw new HttpError(422, `${imageMessages.dimensions}${label(file)}`);
    }
    return await convert(sharp);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // sharp's message names the decoder's complaint; the client only needs to know the file is unusable.
    throw new HttpError(422, `${imageMessages.unreadable}${label(file)}`);
  }
}

/** Checks one upload by content and re-encodes it. Nothing is written. */
function processImage(file: UploadedFile): Promise<ProcessedImage> {
  const options = decodeOptions;
  return convertImage(file, async (sharp) => {
    const encode = (size: number) =>
      sharp(file.buffer, options)
        .rotate()
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    const large = await encode(imageSizes.large);
    const thumb = await encode(imageSizes.thumb);
    return { large: large.data, thumb: thumb.data, width: large.info.width, height: large.info.height };
  });
}

/**
 * The company's images (issue 14): a logo as WebP within 800×240 with its transparency kept (it sits on the
 * navbar and the login screen), a favicon as a 64×64 PNG, the picture centred on transparency (browsers
 * scale it to the tab; PNG is the favicon format every browser reads).
 */
export type BrandImageSlot = 'logo' | 'favicon';

function processBrandImage(file: UploadedFile, slot: BrandImageSlot) {
  return convertImage(file, async (sharp) => {
    const image = sharp(file.buffer, decodeOptions).rotate();
    const encoded =
      slot === 'favicon'
        ? image
            .resize({ width: 64, height: 64, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
            .png()
        : image
            .resize({ width: 800, height: 240, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, extension: slot === 'favicon' ? 'png' : 'webp' };
  });
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

  /**
   * Stores a logo or favicon under /uploads/brand/ and answers its path; the company settings' save records
   * it (and checks it exists).
   */
  async saveBrandImage(slot: BrandImageSlot, file: UploadedFile) {
    const image = await processBrandImage(file, slot);
    const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
    const target = path.join(this.uploadsDir, 'brand', name);
    await saveFilesWith([{ path: target, data: image.data }], async () => undefined);
    return { path: `/uploads/brand/${name}`, width: image.width, height: image.height };
  }

  /** Stores images that no row records (the editor's): checked, converted and written, or nothing is. */
  save(kind: ImageKind, files: UploadedFile[]): Promise<StoredImage[]> {
    return this.withImages(kind, files, async (images) => images);
  }

  /**
   * Copies images this service stored (and their thumbnails) under new names in the same folder, runs
   * `commit` with each path's copy and moves the copies into place once it has committed, as withImages does.
   * A path it did not produce (a seeded demo file, which remove() never deletes) is its own copy; an image
   * missing from the disk has none (null).
   */
  async withCopies<T>(
    paths: string[],
    commit: (copyOf: ReadonlyMap<string, string | null>) => Promise<T>,
  ): Promise<T> {
    const copyOf = new Map<string, string | null>();
    const toSave: FileToSave[] = [];
    for (const urlPath of new Set(paths)) {
      const source = this.absolute(urlPath);
      const match = ownFilePattern.exec(urlPath);
      if (!source || !match || match[3]) {
        copyOf.set(urlPath, urlPath);
        continue;
      }
      const large = await fs.readFile(source).catch(() => null);
      if (!large) {
        copyOf.set(urlPath, null);
        continue;
      }
      // A lost thumbnail is made good by the large image: the copy is whole either way.
      const thumb = (await fs.readFile(this.absolute(thumbPathOf(urlPath)) ?? '').catch(() => null)) ?? large;
      const name = randomBytes(16).toString('hex');
      const dir = path.dirname(source);
      copyOf.set(urlPath, `/uploads/${match[1]}/${name}.webp`);
      toSave.push(
        { path: path.join(dir, `${name}.webp`), data: large },
        { path: path.join(dir, `${name}-thumb.webp`), data: thumb },
      );
    }
    return saveFilesWith(toSave, () => commit(copyOf));
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
