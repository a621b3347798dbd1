import type { FastifyInstance } from 'fastify';
import type {
  CategoryProducts,
  CategoryProductsPage,
  CourseDetail,
  CourseListItem,
  UpcomingSession,
} from '../../../shared/publicApi.js';
import type { Paged } from '../../../shared/types.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import {
  addressedCategory,
  categoryFamily,
  inCategories,
  languageAbbrs,
  loadCatalogue,
  toPublicCategory,
  toPublicFile,
  categoriesIn,
  isCategory,
} from './catalogue.js';
import { type PublicContext, pageRoute, queryValue, routeParam } from './context.js';
import { searchCourses } from '../../services/courseSearch.js';
import { searchIndex } from './searchIndexStore.js';
import { textIn } from './localize.js';
import { relatedCourses } from './relatedCourses.js';
import { pageLanguages, pageSlugs } from './pageLanguages.js';
import { pageOf, pagedWhenAsked } from './listPaging.js';
import { localizeCourseFaq } from '../../services/courseFaq.js';

export const searchPerPage = 12;

/** A category's answer: its courses whole (CategoryProducts) or, asked `?page=N`, one page (CategoryProductsPage). */
type CategoryAnswer = Omit<CategoryProducts, 'products'> & {
  products: CategoryProducts['products'] | CategoryProductsPage['products'];
};
const upcomingDefaultLimit = 50;
const upcomingMaxLimit = 100;

function positiveInt(raw: string | undefined, fallback: number, max: number): number {
  const value = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : fallback;
  return Math.min(Math.max(value, 1), max);
}

/**
 * The education calendar and everything derived from the catalogue: popular courses, upcoming sessions,
 * a category's courses, the search and a course's detail page.
 */
export async function productRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    pageRoute(ctx, '/api/pages/products', async (lang, request) =>
      pagedWhenAsked(request, await loadCatalogue(ctx, lang)),
    ),
    pageRoute(ctx, '/api/pages/products/popular', async (lang, request) =>
      pagedWhenAsked(
        request,
        (await loadCatalogue(ctx, lang)).filter((course) => course.is_popular),
      ),
    ),
    pageRoute(ctx, '/api/pages/products/upcoming', async (lang, request): Promise<UpcomingSession[]> => {
      const limit = positiveInt(queryValue(request, 'limit'), upcomingDefaultLimit, upcomingMaxLimit);
      const sessions = (await loadCatalogue(ctx, lang)).flatMap((course) => {
        const { instructors: _i, sessions: list, next_session: _n, ...summary } = course;
        return list.map((session) => ({ ...session, course: summary }));
      });
      // Soonest first; on the same start, the course the admin ranks higher.
      sessions.sort(
        (a, b) => a.starts_at.localeCompare(b.starts_at) || b.course.queue - a.course.queue || a.id - b.id,
      );
      return sessions.slice(0, limit);
    }),
    pageRoute(ctx, '/api/pages/products/:category', async (lang, request): Promise<CategoryAnswer> => {
      const { category, categories, family } = await addressedCategory(
        ctx,
        lang,
        routeParam(request, 'category'),
      );
      return {
        main_category: toPublicCategory(category, categories, lang, await languageAbbrs(ctx)),
        products: pagedWhenAsked(
          request,
          (await loadCatalogue(ctx, lang)).filter((course) => inCategories(course, family)),
        ),
      };
    }),
    pageRoute(ctx, '/api/pages/search-products', async (lang, request): Promise<Paged<CourseListItem>> => {
      const search = (queryValue(request, 'search') ?? '').slice(0, 100);
      const categoryParam = queryValue(request, 'category') ?? '';
      const page = positiveInt(queryValue(request, 'page'), 1, 10_000);
      const index = await searchIndex(ctx, lang);
      let include: ((course: CourseListItem) => boolean) | undefined;
      if (categoryParam) {
        const categories = await categoriesIn(ctx, lang);
        const category = categories.find(
          (row) => isCategory(row, categoryParam) || String(row.id) === categoryParam,
        );
        // An unknown category (a stale link) finds nothing rather than failing the search page.
        const family = category ? categoryFamily(category.id, categories) : new Set<number>();
        include = (course) => inCategories(course, family);
      }
      // Matched in JS on the cached catalogue rather than in SQL: the folding and stemming (Turkish İ/ı,
      // accents, suffixes) are then identical on SQLite and PostgreSQL, and no query runs per keystroke.
      return pageOf(searchCourses(index, search, include), page, searchPerPage);
    }),
    pageRoute(ctx, '/api/pages/course/:seo_name', async (lang, request): Promise<CourseDetail> => {
      const seoName = routeParam(request, 'seo_name');
      const course = (await loadCatalogue(ctx, lang)).find((item) => item.seo_name === seoName);
      if (!course) throw notFound('Eğitim bulunamadı');
      return courseDetail(ctx, lang, course);
    }),
  ]);
}

/**
 * A course's page: its catalogue entry with its description, SEO texts, files and related courses (also for its
 * preview). The related courses come from the cached catalogue, so the server-rendered page has them.
 */
export async function courseDetail(
  ctx: PublicContext,
  lang: string,
  course: CourseListItem,
): Promise<CourseDetail> {
  const [row, files, catalogue] = await Promise.all([
    ctx.db
      .selectFrom('products')
      .select(['title', 'description', 'seo_title', 'seo_description', 'faq', 'seo_name'])
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('files')
      .selectAll()
      .where('owner_type', '=', 'product')
      .where('owner_id', '=', course.id)
      .orderBy('gallery_type', 'asc')
      .orderBy('queue', 'desc')
      .orderBy('id', 'asc')
      .execute(),
    loadCatalogue(ctx, lang),
  ]);
  return {
    ...course,
    description: textIn(row.description, lang),
    seo_title: textIn(row.seo_title, lang) || course.title,
    seo_description: textIn(row.seo_description, lang) || course.summary,
    files: files.map((file) => toPublicFile(file, lang)),
    faq: localizeCourseFaq(row.faq, lang),
    related: relatedCourses(course, catalogue),
    ...(await pageLanguages(ctx, lang, row.title)),
    ...(await pageSlugs(ctx, 'products', { id: course.id, seo_name: row.seo_name })),
  };
}
