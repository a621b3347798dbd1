/*
 * The demo images' alternative texts (issue 28), in Turkish and English, describing what the generated
 * pictures show: a course's cover, the rendered photographs of the rooms (galleries and news), logos.
 * Anything else in a gallery only decorates: it is marked so and has no text.
 */

export interface Bilingual {
  tr: string;
  en: string;
}

export interface DemoAlt {
  alt: Bilingual | Record<string, never>;
  decorative: 0 | 1;
}

const described = (tr: string, en: string): DemoAlt => ({ alt: { tr, en }, decorative: 0 });

export const courseCoverAlt = (title: Bilingual): DemoAlt =>
  described(`${title.tr} eğitiminin kapak görseli`, `Cover image of the ${title.en} course`);

/** What each rendered room photograph (photo/rooms.ts, named in demoImages.ts) shows. */
const roomPhotoAlts: [RegExp, string, string][] = [
  [
    /\/(classroom-[12]|news-[15])\./,
    'Sıra düzeninde masaları ve ön duvarda sunum ekranı olan aydınlık eğitim sınıfı',
    'A bright training classroom with rows of desks and a presentation screen on the front wall',
  ],
  [
    /\/(classroom-3|consultancy-[123]|news-2)\./,
    'Uzun toplantı masası, sandalyeler ve duvar ekranı olan toplantı salonu',
    'A meeting room with a long table, chairs and a wall screen',
  ],
  [
    /\/(distance-1|news-4)\./,
    'Eğitim sınıfında monitör ve dizüstü bilgisayar bulunan bir çalışma masası',
    'A workstation with a monitor and a laptop in a training room',
  ],
  [
    /\/(classroom-4|distance-2|news-3)\./,
    'Sıralar halinde monitörlü bilgisayarlar bulunan bilgisayar laboratuvarı',
    'A computer lab with rows of desks and monitors',
  ],
];

/** A gallery image by its generated file's name (server/db/seed/demoImages.ts); `title` is its owner's. */
export function galleryImageAlt(url: string, title: Bilingual): DemoAlt {
  if (/\/course-[^/]*$/.test(url)) return courseCoverAlt(title);
  const room = roomPhotoAlts.find(([pattern]) => pattern.test(url));
  return room ? described(room[1], room[2]) : { alt: {}, decorative: 1 };
}

export const brandLogoAlt = (name: string): Bilingual => ({ tr: `${name} logosu`, en: `${name} logo` });

/** A news item's picture, one of the room photographs (demoImages.ts names it news-<n>). */
export function newsImageAlt(url: string): Bilingual {
  const room = roomPhotoAlts.find(([pattern]) => pattern.test(url));
  if (!room) throw new Error(`The demo news picture ${url} has no description`);
  return { tr: room[1], en: room[2] };
}
