/*
 * The demo images' alternative texts (issue 28), in Turkish and English, describing what the generated
 * pictures show: a course's cover, classroom seating plans, logos, news illustrations. The
 * abstract banners of the content galleries only decorate: they are marked so and have no text.
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

/** A gallery image by its generated file's name (server/db/seed/demoImages.ts); `title` is its owner's. */
export function galleryImageAlt(url: string, title: Bilingual): DemoAlt {
  if (/\/course-[^/]*$/.test(url)) return courseCoverAlt(title);
  if (/\/(classroom-3|consultancy-1)\./.test(url)) {
    return described(
      'Toplantı masası düzeninde eğitim salonunun krokisi',
      'Floor plan of a training room set up around a meeting table',
    );
  }
  if (/\/classroom-\d+\./.test(url)) {
    return described(
      'Sıra düzenindeki eğitim sınıfının oturma planı',
      'Seating plan of a training classroom with rows of desks',
    );
  }
  return { alt: {}, decorative: 1 };
}

export const brandLogoAlt = (name: string): Bilingual => ({ tr: `${name} logosu`, en: `${name} logo` });

export const newsImageAlt = (title: Bilingual): Bilingual => ({
  tr: `“${title.tr}” haberi için illüstrasyon`,
  en: `Illustration for the news “${title.en}”`,
});
