import { demoCategories } from './data/categories.js';
import type { ContentImages } from './data/contents.js';
import { demoCourses } from './data/courses.js';
import { demoNews } from './data/news.js';
import { demoBrands } from './data/people.js';
import {
  type GeneratedImage,
  brandLogoSvg,
  courseCoverSvg,
  heroSvg,
  tileIconSvg,
  videoPosterSvg,
  writeDemoImage,
  writeDemoPhoto,
} from './images.js';
import { roomPhotos } from './photo/rooms.js';

export interface DemoImages {
  courseCovers: Map<string, GeneratedImage>;
  brandLogos: Map<string, GeneratedImage>;
  newsImages: Map<string, GeneratedImage>;
  contents: ContentImages;
}

const brandPalette = ['#0A3D62', '#F39C12'] as const;

/** Generates every demo image into `<uploadsDir>/demo/` (in parallel: sharp runs them on its thread pool). */
// eslint-disable-next-line max-lines-per-function -- demo content described in the order it is drawn or stored
export async function generateDemoImages(uploadsDir: string): Promise<DemoImages> {
  const write = (name: string, svg: string) => writeDemoImage(uploadsDir, name, svg);
  // The rooms are rendered as photographs (photo/rooms.ts); `seed` fixes each one's film grain.
  const photo = (
    name: string,
    room: keyof typeof roomPhotos,
    seed: number,
    size?: { width: number; height: number },
  ) => writeDemoPhoto(uploadsDir, name, roomPhotos[room](), seed, size);
  const banner = { width: 1200, height: 630 };
  const categoryOfSub = new Map(
    demoCategories.flatMap((main) => main.subs.map((sub) => [sub.key, { main, sub }] as const)),
  );

  const courseCovers = Promise.all(
    demoCourses.map(async (course, i) => {
      const found = categoryOfSub.get(course.category);
      if (!found)
        throw new Error(`Demo course ${course.seo_name} has an unknown category ${course.category}`);
      const svg = courseCoverSvg(found.main.palette, found.sub.icon ?? found.main.icon, i + 1);
      return [course.seo_name, await write(`course-${course.seo_name}`, svg)] as const;
    }),
  );
  const brandLogos = Promise.all(
    demoBrands.map(
      async (brand) =>
        [
          brand.key,
          await write(`brand-${brand.seo_name}`, brandLogoSvg(brand.name, brand.palette, brand.icon)),
        ] as const,
    ),
  );
  const newsImages = Promise.all(
    demoNews.map(
      async (item, i) =>
        [
          item.seo_name,
          await photo(`news-${i + 1}`, item.photo, 40 + i, { width: 800, height: 450 }),
        ] as const,
    ),
  );

  const url = async (name: string, svg: string) => (await write(name, svg)).url;
  const [hero, about, corporate, distance, consultancy, classroom] = await Promise.all([
    url('home-hero', heroSvg(1600, 700, brandPalette, ['laptop', 'badge', 'helmet', 'coins', 'speech'], 1)),
    photo('home-about', 'classroomFromBack', 2, { width: 1000, height: 700 }).then((image) => image.url),
    photo('corporate-about', 'meetingRoom', 3, banner).then((image) => image.url),
    photo('distance-learning', 'workstation', 4, banner).then((image) => image.url),
    photo('consultancy', 'meetingRoomWindow', 5, banner).then((image) => image.url),
    photo('classroom-rental', 'classroomFromSide', 6, banner).then((image) => image.url),
  ]);
  const features = (await Promise.all([
    url('feature-trainers', tileIconSvg('people', brandPalette)),
    url('feature-certificate', tileIconSvg('certificate', brandPalette)),
    url('feature-flexible', tileIconSvg('globe', brandPalette)),
    url('feature-support', tileIconSvg('chat', brandPalette)),
  ])) as ContentImages['features'];
  const [whatsapp, phone, mail, pin] = await Promise.all([
    url('icon-whatsapp', tileIconSvg('chat', ['#128C7E', '#25D366'])),
    url('icon-phone', tileIconSvg('phone', ['#0A3D62', '#3C6382'])),
    url('icon-mail', tileIconSvg('mail', ['#A93226', '#E67E22'])),
    url('icon-pin', tileIconSvg('pin', ['#6D214F', '#B33771'])),
  ]);
  const classroomGallery = await Promise.all([
    photo('classroom-1', 'classroomFromBack', 11),
    photo('classroom-2', 'classroomFromSide', 12),
    photo('classroom-3', 'meetingRoom', 13),
    photo('classroom-4', 'computerLab', 14),
  ]);
  const consultancyGallery = await Promise.all([
    photo('consultancy-1', 'meetingRoomCorner', 21),
    photo('consultancy-2', 'meetingRoomWindow', 22),
    photo('consultancy-3', 'meetingRoom', 23),
  ]);
  // One poster per demo video (contents.ts, in the same order), in the colours and icon of its topic.
  const videoPosters = await Promise.all(
    (
      [
        [['#0B3C5D', '#1D8FB0'], 'chart'],
        [['#7B1E1E', '#E0533D'], 'mail'],
        [['#145A32', '#2EAD6B'], 'certificate'],
        [['#8A5A00', '#F0A81C'], 'helmet'],
        [['#3B2F9E', '#7D6BF0'], 'clock'],
        [['#0E4D4A', '#1FA38E'], 'coins'],
      ] as const
    ).map(([palette, iconName], i) => url(`video-${i + 1}`, videoPosterSvg(palette, iconName, 60 + i * 7))),
  );
  const distanceGallery = await Promise.all([
    photo('distance-1', 'workstation', 31),
    photo('distance-2', 'computerLabAisle', 32),
  ]);

  return {
    courseCovers: new Map(await courseCovers),
    brandLogos: new Map(await brandLogos),
    newsImages: new Map(await newsImages),
    contents: {
      hero,
      about,
      corporate,
      distance,
      consultancy,
      classroom,
      features,
      socialIcons: { whatsapp, phone, mail, pin },
      classroomGallery,
      consultancyGallery,
      distanceGallery,
      videoPosters,
    },
  };
}
