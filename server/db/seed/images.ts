import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type IconName, icons } from './icons.js';
import { loadSharp } from '../../services/sharp.js';
import type { RoomPhoto } from './photo/rooms.js';
import { photoWebp } from './photo/writePhoto.js';

/*
 * The demo images are composed here as SVG (gradients, shapes, names) and written as small WebP files, so
 * the demo needs no network and no binary assets in the repository. Text uses the generic sans-serif family:
 * where no font is installed librsvg simply leaves it out and the picture still works.
 */

export type Palette = readonly [string, string];

export interface GeneratedImage {
  /** The public URL path: /uploads/demo/<name>.webp */
  url: string;
  width: number;
  height: number;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const gradient = (id: string, [from, to]: Palette, angle = 'x2="1" y2="1"') =>
  `<linearGradient id="${id}" x1="0" y1="0" ${angle}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const icon = (name: IconName, x: number, y: number, size: number, opacity = 1) =>
  `<g transform="translate(${x} ${y}) scale(${size / 100})" opacity="${opacity}">${icons[name]}</g>`;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** A fixed pseudo-random number in [0, 1) for each `n`, the same for the same `seed`: the demo's pictures repeat. */
const seeded = (seed: number) => (n: number) => ((seed * 9301 + n * 49297) % 233280) / 233280;

/** A rows × cols grid of white dots, `step` apart, its first dot at (x, y). */
function dotGrid(
  x: number,
  y: number,
  rows: number,
  cols: number,
  step: number,
  radius: number,
  opacity: number,
) {
  const dots: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      dots.push(
        `<circle cx="${x + col * step}" cy="${y + row * step}" r="${radius}" fill="#fff" opacity="${opacity}"/>`,
      );
    }
  }
  return dots.join('');
}

/** Soft circles and rings that make a flat gradient look designed; `seed` varies their placement. */
function decoration(width: number, height: number, seed: number): string {
  const r = seeded(seed);
  let out = '';
  for (let i = 0; i < 5; i++) {
    const cx = Math.round(r(i) * width);
    const cy = Math.round(r(i + 11) * height);
    const radius = Math.round(40 + r(i + 23) * height * 0.5);
    out +=
      i % 2 === 0
        ? `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#fff" opacity="0.06"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="#fff" stroke-width="3" opacity="0.1"/>`;
  }
  return out;
}

/**
 * A course cover with no text in it (titles are translated, a picture is not): the category's gradient, a
 * large outlined icon of the topic, a grid of dots and soft shapes placed by `seed`, so covers of one category
 * belong together without being copies.
 */
export function courseCoverSvg(palette: Palette, iconName: IconName, seed: number) {
  const [w, h] = [800, 450];
  const r = seeded(seed);
  const dots = dotGrid(40 + Math.round(r(3) * 120), 40 + Math.round(r(5) * 80), 6, 8, 22, 3, 0.22);
  const tilt = Math.round(-12 + r(7) * 24);
  const iconSize = 230;
  const iconX = Math.round(w * 0.5 + r(9) * 120);
  const iconY = Math.round((h - iconSize) / 2);
  return svg(
    w,
    h,
    `<defs>${gradient('g', palette)}${gradient('band', ['#ffffff', palette[1]], 'x2="1" y2="0"')}</defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>${decoration(w, h, seed)}` +
      `<g transform="rotate(${tilt} ${w / 2} ${h / 2})"><rect x="-100" y="${Math.round(h * 0.62)}" width="${w + 200}" height="70" fill="url(#band)" opacity="0.12"/></g>` +
      dots +
      `<circle cx="${iconX + iconSize / 2}" cy="${iconY + iconSize / 2}" r="${iconSize * 0.62}" fill="#fff" opacity="0.1"/>` +
      icon(iconName, iconX, iconY, iconSize, 0.95),
  );
}

/**
 * A training video's poster, 16:9 and text-free: the topic's gradient, its icon large on the left, soft rings
 * centred where the site draws its play button (so the button sits in a frame) and a dot grid on the right.
 * `seed` tilts the light band and moves the shapes, so posters of one palette still differ.
 */
export function videoPosterSvg(palette: Palette, iconName: IconName, seed: number) {
  const [w, h] = [960, 540];
  const r = seeded(seed);
  const dots = dotGrid(640 + Math.round(r(3) * 60), 70 + Math.round(r(5) * 60), 5, 7, 26, 3.5, 0.2);
  const tilt = Math.round(-18 + r(7) * 36);
  const iconSize = 210;
  const iconX = 70 + Math.round(r(9) * 40);
  const iconY = Math.round(h - iconSize - 60 - r(11) * 40);
  const rings = [120, 170, 225]
    .map(
      (radius, i) =>
        `<circle cx="${w / 2}" cy="${h / 2}" r="${radius}" fill="none" stroke="#fff" stroke-width="${4 - i}" opacity="${0.22 - i * 0.05}"/>`,
    )
    .join('');
  return svg(
    w,
    h,
    `<defs>${gradient('g', palette)}<radialGradient id="light" cx="0.5" cy="0.5" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>${decoration(w, h, seed)}` +
      `<rect width="${w}" height="${h}" fill="url(#light)"/>` +
      `<g transform="rotate(${tilt} ${w / 2} ${h / 2})"><rect x="-200" y="${Math.round(h * 0.7)}" width="${w + 400}" height="60" fill="#fff" opacity="0.07"/></g>` +
      dots +
      rings +
      `<circle cx="${iconX + iconSize / 2}" cy="${iconY + iconSize / 2}" r="${iconSize * 0.6}" fill="#fff" opacity="0.1"/>` +
      icon(iconName, iconX, iconY, iconSize, 0.9),
  );
}

export function brandLogoSvg(name: string, palette: Palette, iconName: IconName) {
  const [w, h] = [400, 200];
  // Long names shrink to fit beside the icon instead of running off the image (bold sans: ~0.62 em a letter).
  const available = w - 140 - 16;
  const fontSize = Math.max(18, Math.min(34, Math.floor(available / (name.length * 0.62))));
  const fit =
    name.length * 0.62 * fontSize > available
      ? ` textLength="${available}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return svg(
    w,
    h,
    `<defs>${gradient('g', palette)}</defs><rect width="${w}" height="${h}" fill="#fff"/>` +
      `<rect x="24" y="52" width="96" height="96" rx="22" fill="url(#g)"/>${icon(iconName, 36, 64, 72)}` +
      `<text x="140" y="112" font-family="sans-serif" font-size="${fontSize}" font-weight="700" fill="${palette[0]}"${fit}>${escapeXml(name)}</text>`,
  );
}

/**
 * The home hero's picture: the topics' icons gathered on the right, each on a soft disc, because the page
 * writes its title, search box and button over the left half (an even row would run behind the text).
 */
export function heroSvg(
  width: number,
  height: number,
  palette: Palette,
  iconNames: IconName[],
  seed: number,
) {
  const spots = [
    [0.64, 0.3],
    [0.82, 0.26],
    [0.73, 0.64],
    [0.91, 0.6],
    [0.56, 0.68],
  ];
  const size = height * 0.22;
  const cluster = iconNames
    .slice(0, spots.length)
    .map((name, i) => {
      const [cx, cy] = [Math.round(spots[i][0] * width), Math.round(spots[i][1] * height)];
      return (
        `<circle cx="${cx}" cy="${cy}" r="${Math.round(size * 0.85)}" fill="#fff" opacity="0.08"/>` +
        icon(name, Math.round(cx - size / 2), Math.round(cy - size / 2), size, 0.8)
      );
    })
    .join('');
  return svg(
    width,
    height,
    `<defs>${gradient('g', palette)}</defs><rect width="${width}" height="${height}" fill="url(#g)"/>${decoration(width, height, seed)}${cluster}`,
  );
}

export function tileIconSvg(iconName: IconName, palette: Palette) {
  const size = 128;
  return svg(
    size,
    size,
    `<defs>${gradient('g', palette)}</defs><rect width="${size}" height="${size}" rx="28" fill="url(#g)"/>${icon(iconName, 24, 24, 80)}`,
  );
}

/** Writes an SVG as WebP under `<uploadsDir>/demo/<name>.webp` and returns its public URL and size. */
export async function writeDemoImage(
  uploadsDir: string,
  name: string,
  svgText: string,
): Promise<GeneratedImage> {
  const dir = path.join(uploadsDir, 'demo');
  await fs.mkdir(dir, { recursive: true });
  const sharp = await loadSharp();
  const info = await sharp(Buffer.from(svgText))
    .webp({ quality: 72, effort: 2 })
    .toFile(path.join(dir, `${name}.webp`));
  return { url: `/uploads/demo/${name}.webp`, width: info.width, height: info.height };
}

/** Bump when photo/writePhoto.ts changes how layers become a picture (the cache key covers the scene). */
const photoPipelineVersion = 1;

/*
 * Rendering a room takes about half a second of CPU per picture, and every seeded test app renders all of
 * them; the bytes depend only on the scene, seed and size, so they are cached in the system's temporary
 * directory by that content's hash. The cache is an optimisation only: any failure falls back to rendering.
 */
async function cachedPhotoWebp(
  photo: RoomPhoto,
  seed: number,
  size?: { width: number; height: number },
): Promise<Buffer> {
  const key = createHash('sha256')
    .update(JSON.stringify({ photoPipelineVersion, seed, size, layers: photo.layers }))
    .digest('hex')
    .slice(0, 32);
  const file = path.join(os.tmpdir(), 'akademi-demo-photos', `${key}.webp`);
  const cached = await fs.readFile(file).catch(() => undefined);
  if (cached) return cached;
  const bytes = await photoWebp(photo, seed, size);
  await fs
    .mkdir(path.dirname(file), { recursive: true })
    .then(async () => {
      // Written aside and renamed, so a parallel reader never sees half a file.
      const partial = `${file}.${process.pid}.${seed}.tmp`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    })
    .catch(() => undefined);
  return bytes;
}

/** Writes a room photograph (photo/rooms.ts) as `<uploadsDir>/demo/<name>.webp`, cropped to `size` if given. */
export async function writeDemoPhoto(
  uploadsDir: string,
  name: string,
  photo: RoomPhoto,
  seed: number,
  size?: { width: number; height: number },
): Promise<GeneratedImage> {
  const dir = path.join(uploadsDir, 'demo');
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, `${name}.webp`), await cachedPhotoWebp(photo, seed, size));
  const { width, height } = size ?? photo;
  return { url: `/uploads/demo/${name}.webp`, width, height };
}
