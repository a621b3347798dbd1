import type { FastifyInstance } from 'fastify';
import type { CourseListItem, InstructorDetail, InstructorListItem } from '../../../shared/publicApi.js';
import type { Db } from '../../db/database.js';
import { registerRoutes } from '../../http/routes.js';
import { loadCatalogue } from './catalogue.js';
import type { PublicContext } from './context.js';
import { excerpt, fallbackMark, textIn } from './localize.js';
import { altIn } from './imageAlt.js';
import { listAndDetailRoutes } from './addressedRecord.js';
import { pageLanguages, pageSlugs } from './pageLanguages.js';
import { type SlugMap, slugIn } from '../../services/seoSlugs.js';
import { shownInDragOrder } from './shownToVisitors.js';

const activeInstructors = (db: Db) => db.selectFrom('instructors').selectAll().$call(shownInDragOrder);

type InstructorRow = Awaited<ReturnType<ReturnType<typeof activeInstructors>['executeTakeFirstOrThrow']>>;

function toListItem(row: InstructorRow, lang: string, slugs: SlugMap | undefined): InstructorListItem {
  return {
    id: row.id,
    name: row.name,
    // Their address in this language (issue 30): their own slug here, else the Turkish one.
    seo_name: slugIn(row.seo_name, slugs, lang),
    // The name is the same in every language: judged by the biography, as the instructor's page is.
    ...fallbackMark(row.biography, lang),
    title: textIn(row.title, lang),
    photo: row.photo_path,
    photo_alt: altIn(row.image_alt, lang),
    summary: excerpt(textIn(row.biography, lang)),
  };
}

/** The instructors page and an instructor's detail page with the courses they teach. */
export async function instructorRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(
    app,
    listAndDetailRoutes(
      ctx,
      { list: '/api/pages/instructors', detail: '/api/pages/instructor/:seo_name' },
      {
        resource: 'instructors',
        all: () => activeInstructors(ctx.db).execute(),
        listItem: toListItem,
        find: (id) => activeInstructors(ctx.db).where('id', '=', id).executeTakeFirst(),
        missing: 'Eğitmen bulunamadı',
        detail: (row, lang) => instructorDetail(ctx, row, lang),
      },
    ),
  );
}

/** An instructor's page; `teaches` says which courses are theirs (by default, those the catalogue lists them in). */
async function instructorDetail(
  ctx: PublicContext,
  row: InstructorRow,
  lang: string,
  teaches = (course: CourseListItem) => course.instructors.some((instructor) => instructor.id === row.id),
): Promise<InstructorDetail> {
  const courses = (await loadCatalogue(ctx, lang)).filter(teaches);
  const { seo_names: slugs } = await pageSlugs(ctx, 'instructors', row);
  return {
    ...toListItem(row, lang, slugs),
    seo_names: slugs,
    biography: textIn(row.biography, lang),
    courses,
    // The name is the same in every language: the biography is what is translated.
    ...(await pageLanguages(ctx, lang, row.biography)),
  };
}

/**
 * An instructor's page whatever their state (inactive, in the trash): for its preview only. Their courses are
 * the published ones linked to them, as visitors will see them once the instructor is on the site (the
 * catalogue leaves an inactive instructor out of its courses).
 */
export async function previewInstructor(ctx: PublicContext, lang: string, id: number) {
  const row = await ctx.db.selectFrom('instructors').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const links = await ctx.db
    .selectFrom('product_instructors')
    .select('product_id')
    .where('instructor_id', '=', id)
    .execute();
  const taught = new Set(links.map((link) => link.product_id));
  return instructorDetail(ctx, row, lang, (course) => taught.has(course.id));
}
