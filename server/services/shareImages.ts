import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type ShareCard, shareCardHash, shareImageSize } from '../ssr/shareCard.js';
import { type PictureFolders, readOwnPicture } from './ownPictures.js';
import { loadSharp } from './sharp.js';

/*
 * Draws a page's share image (ssr/shareCard.ts) and keeps it on disk under `<data dir>/share-images/` named by
 * the card's digest. A file is written once and never changes: an admin write that changes a title, a
 * picture or the colours gives the card another digest, hence another file (and another og:image address).
 * The folder is a cache of what can be drawn again, so backups leave it out and the oldest files are removed
 * once it holds more than `maxFiles`.
 */

const { width, height } = shareImageSize;
const margin = 72;
/** The accent band in the company's main colour along the bottom edge. */
const bandHeight = 16;
const maxFiles = 2000;
const maxInputPixels = 40_000_000;

/** Control characters are not allowed in XML: librsvg would refuse the whole drawing. */
const withoutControls = (text: string) =>
  [...text].filter((char) => char >= ' ' || char === '\t' || char === '\n').join('');

const escapeXml = (text: string) =>
  withoutControls(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/**
 * Breaks a title into lines that fit the width, at a size that keeps it within the line limit. The width of
 * a bold sans-serif letter is estimated (0.6 em on average, wide Turkish capitals included); a title longer
 * than the smallest size allows ends in an ellipsis.
 */
export function titleLines(title: string): { size: number; lines: string[] } {
  const words = title.split(/\s+/).filter(Boolean);
  const steps = [
    { size: 66, maxLines: 3 },
    { size: 56, maxLines: 3 },
    { size: 48, maxLines: 4 },
  ];
  let lines: string[] = [];
  for (const { size, maxLines } of steps) {
    const perLine = Math.floor((width - 2 * margin) / (size * 0.6));
    lines = wrap(words, perLine);
    if (lines.length <= maxLines) return { size, lines };
    if (size === steps[steps.length - 1].size) {
      const kept = lines.slice(0, maxLines);
      kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, perLine - 1).trimEnd()}…`;
      return { size, lines: kept };
    }
  }
  return { size: 48, lines };
}

function wrap(words: string[], perLine: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    // A word longer than a line is cut rather than left to run off the picture.
    for (let rest = word; rest; rest = rest.slice(perLine)) {
      const piece = rest.slice(0, perLine);
      if (line && `${line} ${piece}`.length > perLine) {
        lines.push(line);
        line = piece;
      } else {
        line = line ? `${line} ${piece}` : piece;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The drawing over the picture: the darkening, the company's name, the title, the accent band. */
export function overlaySvg(card: ShareCard, hasPicture: boolean): string {
  const { size, lines } = titleLines(card.title);
  const lineHeight = Math.round(size * 1.18);
  const lastBaseline = height - bandHeight - 64;
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  const captionBaseline = firstBaseline - size - 30;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${margin}" y="${firstBaseline + i * lineHeight}" font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join('');
  // Over a photo the lower part is darkened for the white title; the company colours are dark enough alone.
  const shade = hasPicture
    ? '<rect width="100%" height="100%" fill="url(#shade)"/>'
    : `<circle cx="${width - 120}" cy="110" r="260" fill="#fff" opacity="0.07"/>` +
      `<circle cx="${width - 40}" cy="${height - 60}" r="180" fill="none" stroke="#fff" stroke-width="4" opacity="0.12"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    '<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0" stop-color="#000" stop-opacity="0.05"/>' +
    '<stop offset="0.45" stop-color="#000" stop-opacity="0.35"/>' +
    '<stop offset="1" stop-color="#000" stop-opacity="0.88"/>' +
    '</linearGradient></defs>' +
    shade +
    `<rect x="${margin}" y="${captionBaseline - 44}" width="96" height="8" fill="${card.secondColor}"/>` +
    `<text x="${margin}" y="${captionBaseline}" font-family="sans-serif" font-size="28" font-weight="600" fill="#fff" opacity="0.92">${escapeXml(card.caption)}</text>` +
    `<g font-family="sans-serif" font-weight="700" fill="#fff">${text}</g>` +
    `<rect x="0" y="${height - bandHeight}" width="${width}" height="${bandHeight}" fill="${card.mainColor}"/>` +
    '</svg>'
  );
}

/** The company-colour background of a page without a picture: the main colour darkening to the right. */
const colourBackground = (card: ShareCard) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      `<stop offset="0" stop-color="${card.mainColor}"/><stop offset="1" stop-color="#0b1220"/>` +
      '</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>',
  );

/** Where a logo sits: a white panel at the top right, clear of the title at the bottom left. */
const logoPanel = { width: 380, height: 230, top: 56, padding: 36 } as const;

type Layer = { input: Buffer; top: number; left: number };

/**
 * The picture's part of the drawing: a photo as the whole background (to be darkened under the title), or a
 * logo whole on a white panel over the company colours. Undefined when it cannot be read or decoded: the
 * card then shows the colours alone.
 */
async function pictureLayers(
  card: ShareCard,
  sources: PictureFolders,
): Promise<{ background?: Buffer; layers: Layer[] } | undefined> {
  const bytes = card.picture ? await readOwnPicture(card.picture, sources) : undefined;
  if (!bytes) return undefined;
  const sharp = await loadSharp();
  const decoded = sharp(bytes, { limitInputPixels: maxInputPixels, density: 144 }).rotate();
  try {
    if (card.fit === 'cover') {
      const background = await decoded
        .resize(width, height, { fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer();
      return { background, layers: [] };
    }
    const inner = {
      width: logoPanel.width - 2 * logoPanel.padding,
      height: logoPanel.height - 2 * logoPanel.padding,
    };
    const logo = await decoded
      .resize(inner.width, inner.height, { fit: 'inside' })
      .png()
      .toBuffer({ resolveWithObject: true });
    const left = width - margin - logoPanel.width;
    const panel = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${logoPanel.width}" height="${logoPanel.height}">` +
        `<rect width="100%" height="100%" rx="18" fill="#fff"/></svg>`,
    );
    return {
      layers: [
        { input: panel, top: logoPanel.top, left },
        {
          input: logo.data,
          top: logoPanel.top + Math.round((logoPanel.height - logo.info.height) / 2),
          left: left + Math.round((logoPanel.width - logo.info.width) / 2),
        },
      ],
    };
  } catch {
    return undefined; // not an image sharp reads: the colours alone
  }
}

/** Draws the card as a 1200×630 JPEG. A picture that cannot be read or decoded leaves the colour layout. */
export async function drawShareImage(card: ShareCard, sources: PictureFolders): Promise<Buffer> {
  const sharp = await loadSharp();
  const picture = await pictureLayers(card, sources);
  const photo = picture?.background;
  return sharp(photo ?? colourBackground(card))
    .resize(width, height)
    .composite([
      ...(picture?.layers ?? []),
      { input: Buffer.from(overlaySvg(card, photo !== undefined)), top: 0, left: 0 },
    ])
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

/** Share images on disk, each drawn once per card (concurrent requests for one card share the drawing). */
export class ShareImageStore {
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly dir: string,
    private readonly sources: PictureFolders,
  ) {}

  async image(card: ShareCard): Promise<Buffer> {
    const hash = shareCardHash(card);
    const file = path.join(this.dir, `${hash}.jpg`);
    const stored = await fs.readFile(file).catch(() => undefined);
    if (stored) return stored;
    let flight = this.drawing.get(hash);
    if (!flight) {
      flight = this.drawAndKeep(card, file).finally(() => this.drawing.delete(hash));
      this.drawing.set(hash, flight);
    }
    return flight;
  }

  private async drawAndKeep(card: ShareCard, file: string): Promise<Buffer> {
    const image = await drawShareImage(card, this.sources);
    await fs.mkdir(this.dir, { recursive: true });
    // Written aside and renamed: another instance reading the same file never sees half of it.
    const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
    await fs.writeFile(partial, image);
    await fs.rename(partial, file);
    await this.prune();
    return image;
  }

  /** Keeps the folder bounded: a removed file is simply drawn again when asked for. */
  private async prune() {
    const names = (await fs.readdir(this.dir)).filter((name) => name.endsWith('.jpg'));
    if (names.length <= maxFiles) return;
    const dated = await Promise.all(
      names.map(async (name) => {
        const stat = await fs.stat(path.join(this.dir, name)).catch(() => undefined);
        return { name, time: stat?.mtimeMs ?? 0 };
      }),
    );
    dated.sort((a, b) => a.time - b.time);
    const excess = dated.slice(0, names.length - Math.floor(maxFiles * 0.8));
    await Promise.all(excess.map(({ name }) => fs.rm(path.join(this.dir, name), { force: true })));
  }
}
