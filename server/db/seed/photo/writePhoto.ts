import { loadSharp } from '../../../services/sharp.js';
import type { RoomPhoto } from './rooms.js';

/*
 * Turns a room's layers into a photograph-like WebP: each layer rendered by librsvg and blurred by libvips
 * (fast, unlike SVG filters), stacked, then what a camera adds: a vignette, a soft bloom around the bright
 * windows and lamps, and fine luminance grain. The grain comes from a fixed seed, so a seed run writes the
 * same bytes every time.
 */

function grain(width: number, height: number, seed: number): Buffer {
  const pixels = Buffer.alloc(width * height);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < pixels.length; i++) {
    // xorshift32, summed twice for a roughly bell-shaped grain around mid-grey (neutral under soft-light).
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const a = state & 255;
    const b = (state >>> 8) & 255;
    pixels[i] = 128 + Math.round((a + b - 255) * 0.12);
  }
  return pixels;
}

/** The photograph as WebP, at its own size or cropped to `size` (a page banner's proportions). */
export async function photoWebp(
  photo: RoomPhoto,
  seed: number,
  size?: { width: number; height: number },
): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width, height } = photo;
  const layers = await Promise.all(
    photo.layers.map(async ({ svg, blur }) => {
      const image = sharp(Buffer.from(svg));
      return (blur >= 0.3 ? image.blur(blur) : image).png({ compressionLevel: 0 }).toBuffer();
    }),
  );
  // A plain backdrop as SVG: loadSharp's factory takes a buffer, not sharp's `create` options.
  const backdrop = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#cfcac2"/></svg>`;
  const stacked = await sharp(Buffer.from(backdrop))
    .composite(layers.map((input) => ({ input })))
    .removeAlpha()
    .png({ compressionLevel: 0 })
    .toBuffer();
  // Bloom: the brightest parts, blurred wide and screened back at a low strength.
  const bloom = await sharp(stacked)
    .linear(1.6, -200)
    .blur(24)
    .linear(0.35, 0)
    .png({ compressionLevel: 0 })
    .toBuffer();
  const vignette = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="v" cx="0.5" cy="0.48" r="0.75"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#v)"/></svg>`,
  );
  const noise = await sharp(grain(width, height, seed), { raw: { width, height, channels: 1 } })
    .toColourspace('srgb')
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(stacked)
    .composite([
      { input: bloom, blend: 'screen' },
      { input: vignette },
      { input: noise, blend: 'soft-light' },
    ])
    .modulate({ saturation: 0.92 })
    .png({ compressionLevel: 0 })
    .toBuffer()
    .then((finished) => {
      const image = sharp(finished);
      return (size ? image.resize(size.width, size.height, { fit: 'cover' }) : image)
        .webp({ quality: 72 })
        .toBuffer();
    });
}
