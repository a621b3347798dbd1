import { type PictureFolders, readOwnPicture } from './ownPictures.js';
import { loadSharp } from './sharp.js';

/**
 * The company's logo as a PNG a PDF can embed (pdfkit takes PNG and JPEG only; the logo is an SVG or WebP),
 * rasterised at print resolution for a 170 × 46 pt box. Undefined when there is no readable logo: the
 * brochure then sets the company's name instead.
 */
export async function logoPng(picture: string | null | undefined, folders: PictureFolders) {
  if (!picture) return undefined;
  const bytes = await readOwnPicture(picture, folders);
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
