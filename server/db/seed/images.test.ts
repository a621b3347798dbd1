import { describe, expect, it } from 'vitest';
import { isFeatureIconKey } from '../../../shared/featureIcons.js';
import { type ContentImages, demoContents } from './data/contents.js';
import { courseCoverSvg, videoPosterSvg } from './images.js';

describe('demo images', () => {
  it('draw course covers and video posters without any text (titles are translated, pictures are not)', () => {
    for (const picture of [
      courseCoverSvg(['#0B3C5D', '#1D8FB0'], 'chart', 1),
      videoPosterSvg(['#7B1E1E', '#E0533D'], 'mail', 67),
    ]) {
      expect(picture).not.toMatch(/<text|<tspan|font-family/);
    }
    expect(videoPosterSvg(['#0B3C5D', '#1D8FB0'], 'chart', 60)).not.toBe(
      videoPosterSvg(['#0B3C5D', '#1D8FB0'], 'chart', 67),
    );
  });

  it('give every demo video its own poster and every titled item a known icon, different within a list', () => {
    const posters = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `/uploads/demo/${name}.webp`);
    const images = {
      features: ['/f1', '/f2', '/f3', '/f4'],
      socialIcons: {},
      classroomGallery: [],
      consultancyGallery: [],
      distanceGallery: [],
      videoPosters: posters,
    };
    const contents = demoContents(images as unknown as ContentImages);
    const videos = contents.find((block) => block.name === 'training_videos')!.data.videos as {
      poster: string;
    }[];
    expect(videos.map((video) => video.poster)).toEqual(posters);

    const lists = contents.flatMap((block) =>
      ['items', 'values', 'features', 'services']
        .map((key) => block.data[key])
        .filter(
          (list): list is { icon?: string }[] => Array.isArray(list) && list.some((item) => 'icon' in item),
        ),
    );
    expect(lists.length).toBeGreaterThanOrEqual(4);
    for (const list of lists) {
      const icons = list.map((item) => item.icon);
      expect(icons.every(isFeatureIconKey)).toBe(true);
      expect(new Set(icons).size).toBe(icons.length);
    }
  });
});
