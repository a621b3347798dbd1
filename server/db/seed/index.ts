import type { Transaction } from 'kysely';
import type { Db } from '../database.js';
import { toJson } from '../json.js';
import type { Database } from '../schema.js';
import { demoCategories } from './data/categories.js';
import { demoContents } from './data/contents.js';
import { demoContracts } from './data/contracts.js';
import { type DemoCourse, demoCourses, demoPlaces } from './data/courses.js';
import { demoCourseFaq } from './data/courseFaq.js';
import { demoNews } from './data/news.js';
import { demoOpenPositions } from './data/openPositions.js';
import { demoBrands, demoInstructors } from './data/people.js';
import {
  demoCompanyConfig,
  demoContactInformation,
  demoLanguages,
  demoPageMeta,
  demoSiteSettings,
  demoSocialMedia,
} from './data/site.js';
import { type DemoImages, generateDemoImages } from './demoImages.js';
import { generateReferenceLogos, seedTestimonials } from './testimonials.js';
import { brandLogoAlt, galleryImageAlt, newsImageAlt } from './demoAlts.js';
import { dictionaries } from './dictionary.js';
import type { GeneratedImage } from './images.js';

export interface SeedOptions {
  /** Where generated demo images are written (the public uploads folder). */
  uploadsDir: string;
  /** "Today" for the session dates; defaults to now. */
  now?: Date;
}

type Trx = Transaction<Database>;

const dayMs = 24 * 3600 * 1000;

/** True when the catalogue already has content: seeding then must not touch anything. */
async function hasContent(db: Db): Promise<boolean> {
  for (const table of ['languages', 'categories', 'products', 'contents'] as const) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/**
 * Seeds the demo content into an empty database and reports whether it did. It never overwrites: if the
 * catalogue already has content, it does nothing. Images are generated first, then every row is written in
 * one transaction, so a failure leaves the database empty and a later start tries again.
 */
export async function seedDemoContent(db: Db, options: SeedOptions): Promise<boolean> {
  if (await hasContent(db)) return false;
  const images = await generateDemoImages(options.uploadsDir);
  const referenceLogos = await generateReferenceLogos(options.uploadsDir);
  const now = options.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    await seedLanguagesAndSite(trx, now);
    const categoryIds = await seedCategories(trx);
    const instructorIds = await seedInstructors(trx);
    const brandIds = await seedBrands(trx, images);
    await seedCourses(trx, now, images, { categoryIds, instructorIds, brandIds });
    await seedTestimonials(trx, now, referenceLogos);
    await seedNews(trx, now, images);
    await seedContracts(trx, now);
    await seedContents(trx, now, images);
  });
  return true;
}

const queueOf = (index: number, length: number) => length - index;

async function seedLanguagesAndSite(trx: Trx, now: Date) {
  const stamp = now.toISOString();
  for (const [i, language] of demoLanguages.entries()) {
    await trx
      .insertInto('languages')
      .values({
        ...language,
        active: 1,
        page_lang: toJson(dictionaries[language.abbr]),
        queue: queueOf(i, demoLanguages.length),
      })
      .execute();
  }
  for (const [routeName, meta] of Object.entries(demoPageMeta)) {
    await trx
      .insertInto('page_meta')
      .values({
        route_name: routeName,
        title: toJson(meta.title ?? {}),
        description: toJson(meta.description),
      })
      .execute();
  }
  // Each contact item is stored once per language, in the same order.
  for (const lang of ['tr', 'en'] as const) {
    for (const [i, item] of demoContactInformation.entries()) {
      await trx
        .insertInto('contact_information')
        .values({
          section: item.section,
          name: item.name[lang],
          content: item.content[lang],
          lang,
          queue: queueOf(i, demoContactInformation.length),
        })
        .execute();
    }
  }
  for (const [i, item] of demoSocialMedia.entries()) {
    await trx
      .insertInto('social_media')
      .values({ ...item, queue: queueOf(i, demoSocialMedia.length) })
      .execute();
  }
  for (const [i, item] of demoOpenPositions.entries()) {
    await trx
      .insertInto('open_positions')
      .values({
        title: toJson(item.title),
        location: item.location,
        employment_type: item.employment_type,
        description: toJson(item.description),
        active: 1,
        queue: queueOf(i, demoOpenPositions.length),
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  }
  // Settings and configuration are single rows an administrator may have saved already: keep theirs.
  await trx
    .insertInto('site_settings')
    .values({ id: 1, ...demoSiteSettings, keywords: toJson(demoSiteSettings.keywords), updated_at: stamp })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('company_config')
    .values({
      id: 1,
      ...demoCompanyConfig,
      company_name: toJson(demoCompanyConfig.company_name),
      updated_at: stamp,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Returns the id of every category by its key (main and sub-categories). */
async function seedCategories(trx: Trx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [i, main] of demoCategories.entries()) {
    const { id } = await trx
      .insertInto('categories')
      .values({
        section: 'educations',
        parent_id: null,
        seo_name: main.seo_name,
        name: toJson(main.name),
        seo_title: toJson(main.seo_title),
        seo_description: toJson(main.seo_description),
        queue: queueOf(i, demoCategories.length),
        active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(main.key, id);
    for (const [j, sub] of main.subs.entries()) {
      const row = await trx
        .insertInto('categories')
        .values({
          section: 'educations',
          parent_id: id,
          seo_name: sub.seo_name,
          name: toJson(sub.name),
          seo_title: toJson({
            tr: `${sub.name.tr} Eğitimleri`,
            en: `${sub.name.en} Courses`,
          }),
          seo_description: toJson(main.seo_description),
          queue: queueOf(j, main.subs.length),
          active: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(sub.key, row.id);
    }
  }
  return ids;
}

/**
 * Inserts a demo list in its order, each row through `insert` with its queue (the first row the highest, so
 * the site lists it first), and maps each row's key to the id it got.
 */
async function insertKeyed<T extends { key: string }>(
  rows: readonly T[],
  insert: (row: T, queue: number) => Promise<{ id: number }>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [i, row] of rows.entries()) ids.set(row.key, (await insert(row, queueOf(i, rows.length))).id);
  return ids;
}

const seedInstructors = (trx: Trx) =>
  insertKeyed(demoInstructors, (person, queue) =>
    trx
      .insertInto('instructors')
      .values({
        name: person.name,
        seo_name: person.seo_name,
        title: toJson(person.title),
        biography: toJson(person.biography),
        // No photo: the site draws the initials as text (site/ui/PersonPhoto.tsx). Issue 32: a picture with
        // the initials baked in looked like a stand-in, read as nothing to a screen reader, and invented
        // people get no invented faces; the office uploads real photos.
        photo_path: null,
        queue,
        active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );

const seedBrands = (trx: Trx, images: DemoImages) =>
  insertKeyed(demoBrands, (brand, queue) =>
    trx
      .insertInto('brands')
      .values({
        name: brand.name,
        seo_name: brand.seo_name,
        description: toJson(brand.description),
        logo_path: images.brandLogos.get(brand.key)?.url ?? null,
        image_alt: toJson(brandLogoAlt(brand.name)),
        website: brand.website,
        queue,
        active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );

/** The course description as simple HTML: introduction, audience, outline and the certificate note. */
function courseDescription(course: DemoCourse) {
  const list = (items: { tr: string; en: string }[], lang: 'tr' | 'en', tag: 'ul' | 'ol') =>
    `<${tag}>${items.map((item) => `<li>${item[lang]}</li>`).join('')}</${tag}>`;
  return {
    tr:
      `<p>${course.intro.tr}</p><h3>Kimler Katılmalı?</h3>${list(course.audience, 'tr', 'ul')}` +
      `<h3>Eğitim İçeriği</h3>${list(course.outline, 'tr', 'ol')}` +
      '<h3>Sertifika</h3><p>Eğitimin en az %80’ine katılan katılımcılara Akademi katılım sertifikası verilir.</p>',
    en:
      `<p>${course.intro.en}</p><h3>Who Should Attend?</h3>${list(course.audience, 'en', 'ul')}` +
      `<h3>Course Outline</h3>${list(course.outline, 'en', 'ol')}` +
      '<h3>Certificate</h3><p>Participants who attend at least 80% of the course receive an Akademi certificate of attendance.</p>',
  };
}

/** The hours a course's duration text gives ("4 gün (24 saat)" → 24). */
export function durationHours(course: DemoCourse): number {
  const hours = /\((\d+) saat\)/.exec(course.duration.tr)?.[1];
  if (!hours) throw new Error(`demo course ${course.seo_name}: no hours in its duration`);
  return Number(hours);
}

/**
 * Sessions spread over the coming months from `now`: weekdays only, from 09:30 Türkiye time (UTC+3) for as
 * many hours a day as the duration text says ("4 gün (24 saat)": 09:30–15:30, issue 32: not 09:30–17:00 against
 * 24 hours), the evening language course 19:00–21:00 twice a week; places rotate over İstanbul, Ankara,
 * İzmir and Online.
 */
export function courseSessions(course: DemoCourse, index: number, now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const evening = course.days > 20;
  return Array.from({ length: course.sessions }, (_, s) => {
    const start = new Date(today + (5 + ((index * 7) % 26) + s * 33) * dayMs);
    const weekday = start.getUTCDay();
    if (weekday === 6) start.setUTCDate(start.getUTCDate() + 2);
    if (weekday === 0) start.setUTCDate(start.getUTCDate() + 1);
    start.setUTCHours(evening ? 16 : 6, evening ? 0 : 30);
    const end = new Date(start.getTime() + (course.days - 1) * dayMs);
    const hoursPerDay = durationHours(course) / course.days;
    end.setUTCHours(evening ? 18 : 6, evening ? 0 : 30 + hoursPerDay * 60);
    const place = demoPlaces[(index + s) % demoPlaces.length];
    return {
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
      place,
      is_online: place === 'Online' ? 1 : 0,
      seats: 12 + ((index * 3 + s * 5) % 13),
    };
  });
}

async function seedCourses(
  trx: Trx,
  now: Date,
  images: DemoImages,
  ids: {
    categoryIds: Map<string, number>;
    instructorIds: Map<string, number>;
    brandIds: Map<string, number>;
  },
) {
  const stamp = now.toISOString();
  const gallery = images.contents.classroomGallery;
  for (const [i, course] of demoCourses.entries()) {
    const { id } = await trx
      .insertInto('products')
      .values({
        section: 'educations',
        category_id: ids.categoryIds.get(course.category) ?? null,
        brand_id: course.brand ? (ids.brandIds.get(course.brand) ?? null) : null,
        seo_name: course.seo_name,
        title: toJson(course.title),
        summary: toJson(course.summary),
        description: toJson(courseDescription(course)),
        seo_title: toJson(course.title),
        seo_description: toJson(course.summary),
        duration: toJson(course.duration),
        price: toJson(course.price),
        faq: JSON.stringify(demoCourseFaq[course.seo_name] ?? []),
        is_popular: course.popular ? 1 : 0,
        is_published: 1,
        queue: queueOf(i, demoCourses.length),
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const session of courseSessions(course, i, now)) {
      await trx
        .insertInto('product_sessions')
        .values({ product_id: id, ...session })
        .execute();
    }
    for (const [j, key] of course.instructors.entries()) {
      const instructorId = ids.instructorIds.get(key);
      if (instructorId === undefined)
        throw new Error(`Demo course ${course.seo_name}: unknown instructor ${key}`);
      await trx
        .insertInto('product_instructors')
        .values({ product_id: id, instructor_id: instructorId, queue: queueOf(j, course.instructors.length) })
        .execute();
    }
    // The cover comes first in the gallery; popular courses also show two classroom photos.
    const cover = images.courseCovers.get(course.seo_name);
    const files = [
      cover,
      ...(course.popular ? [gallery[i % gallery.length], gallery[(i + 1) % gallery.length]] : []),
    ];
    await insertFiles(
      trx,
      'product',
      id,
      files.filter((f): f is GeneratedImage => Boolean(f)),
      course.title,
      stamp,
    );
  }
}

const galleryAltColumns = ({ alt, decorative }: { alt: object; decorative: number }) => ({
  alt: toJson(alt),
  decorative,
});

async function insertFiles(
  trx: Trx,
  ownerType: string,
  ownerId: number,
  files: GeneratedImage[],
  title: { tr: string; en: string },
  stamp: string,
) {
  for (const [i, file] of files.entries()) {
    await trx
      .insertInto('files')
      .values({
        owner_type: ownerType,
        owner_id: ownerId,
        gallery_type: 'gallery',
        path: file.url,
        mime: 'image/webp',
        width: file.width,
        height: file.height,
        title: toJson(title),
        ...galleryAltColumns(galleryImageAlt(file.url, title)),
        queue: queueOf(i, files.length),
        created_at: stamp,
      })
      .execute();
  }
}

async function seedNews(trx: Trx, now: Date, images: DemoImages) {
  for (const item of demoNews) {
    const published = new Date(now.getTime() - item.daysAgo * dayMs);
    published.setUTCHours(7, 0, 0, 0);
    await trx
      .insertInto('news')
      .values({
        seo_name: item.seo_name,
        title: toJson(item.title),
        summary: toJson(item.summary),
        content: toJson(item.content),
        image_path: images.newsImages.get(item.seo_name)?.url ?? null,
        image_alt: toJson(newsImageAlt(images.newsImages.get(item.seo_name)?.url ?? '')),
        published_at: published.toISOString(),
        active: 1,
      })
      .execute();
  }
}

async function seedContracts(trx: Trx, now: Date) {
  const stamp = now.toISOString();
  for (const [i, contract] of demoContracts.entries()) {
    await trx
      .insertInto('contracts')
      .values({
        name: toJson(contract.name),
        seo_name: contract.seo_name,
        form_data: toJson(contract.text),
        queue: queueOf(i, demoContracts.length),
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  }
}

async function seedContents(trx: Trx, now: Date, images: DemoImages) {
  const stamp = now.toISOString();
  for (const content of demoContents(images.contents)) {
    const { id } = await trx
      .insertInto('contents')
      .values({ page: content.page, name: content.name, data: toJson(content.data), updated_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    const title =
      typeof content.data.title === 'object' && !Array.isArray(content.data.title)
        ? content.data.title
        : { tr: content.name, en: content.name };
    await insertFiles(trx, 'content', id, content.gallery, title as { tr: string; en: string }, stamp);
  }
}
