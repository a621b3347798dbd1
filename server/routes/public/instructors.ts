import type { FastifyInstance } from 'fastify';
import type { InstructorDetail, InstructorListItem } from '../../../shared/publicApi.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { loadCatalogue } from './catalogue.js';
import { type PublicContext, answer, routeParam } from './context.js';
import { excerpt, textIn } from './localize.js';

const activeInstructors = (db: Db) =>
  db
    .selectFrom('instructors')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('queue', 'desc')
    .orderBy('id', 'asc');

type InstructorRow = Awaited<ReturnType<ReturnType<typeof activeInstructors>['executeTakeFirstOrThrow']>>;

function toListItem(row: InstructorRow, lang: string): InstructorListItem {
  return {
    id: row.id,
    name: row.name,
    seo_name: row.seo_name,
    title: textIn(row.title, lang),
    photo: row.photo_path,
    summary: excerpt(textIn(row.biography, lang)),
  };
}

/** The instructors page and an instructor's detail page with the courses they teach. */
export async function instructorRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/api/pages/instructors',
      handler: (request, reply) =>
        answer(ctx, request, reply, async (lang) =>
          (await activeInstructors(ctx.db).execute()).map((row) => toListItem(row, lang)),
        ),
    },
    {
      method: 'GET',
      url: '/api/pages/instructor/:seo_name',
      handler: (request, reply) =>
        answer(ctx, request, reply, async (lang): Promise<InstructorDetail> => {
          const row = await activeInstructors(ctx.db)
            .where('seo_name', '=', routeParam(request, 'seo_name'))
            .executeTakeFirst();
          if (!row) throw notFound('Eğitmen bulunamadı');
          const courses = (await loadCatalogue(ctx, lang)).filter((course) =>
            course.instructors.some((instructor) => instructor.id === row.id),
          );
          return { ...toListItem(row, lang), biography: textIn(row.biography, lang), courses };
        }),
    },
  ]);
}
