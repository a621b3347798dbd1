import { describe, expect, it } from 'vitest';
import { loadSharp } from '../../../services/sharp.js';
import { galleryImageAlt } from '../demoAlts.js';
import { roomPhotos } from './rooms.js';
import { photoWebp } from './writePhoto.js';

describe('demo room photographs', () => {
  it('are drawn in several layers with no text in them (one picture serves every language)', () => {
    for (const make of Object.values(roomPhotos)) {
      const photo = make();
      expect(photo.layers.length).toBeGreaterThan(3);
      for (const layer of photo.layers) expect(layer.svg).not.toMatch(/<text|<tspan|font-family/);
    }
  });

  it('render the same bytes on every run, at the size asked for and small enough for a gallery', async () => {
    const photo = roomPhotos.meetingRoom();
    const [first, second] = await Promise.all([photoWebp(photo, 7), photoWebp(photo, 7)]);
    expect(first.equals(second)).toBe(true);
    expect(first.length).toBeLessThan(110_000);
    const sharp = await loadSharp();
    expect(await sharp(first).metadata()).toMatchObject({ format: 'webp', width: 960, height: 640 });
    const banner = await photoWebp(photo, 7, { width: 1200, height: 630 });
    expect(await sharp(banner).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('are described in Turkish and English in every gallery that shows them', () => {
    const title = { tr: 'Sayfa', en: 'Page' };
    for (const name of [
      'classroom-1',
      'classroom-3',
      'classroom-4',
      'consultancy-2',
      'distance-1',
      'distance-2',
    ]) {
      const { alt, decorative } = galleryImageAlt(`/uploads/demo/${name}.webp`, title);
      expect(decorative).toBe(0);
      expect(alt).toEqual({ tr: expect.any(String), en: expect.any(String) });
    }
  });
});
