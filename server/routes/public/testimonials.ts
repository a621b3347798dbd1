import type { FastifyInstance } from 'fastify';
import type { ClientReferenceItem, TestimonialItem } from '../../../shared/testimonialsApi.js';
import { HttpError } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { type PublicContext, answer, pageRoute, queryValue } from './context.js';
import { fallbackMark, textIn } from './localize.js';
import { shownInDragOrder } from './shownToVisitors.js';

/*
 * The home page's "Katılımcılarımız Ne Diyor" and "Referanslarımız", and a course page's testimonials
 * (issue 32). Active records in the back office's order, in the visitor's language; cached with the other
 * public answers and emptied by any admin write.
 *
 * Shown as quotes only: the site marks them up with no Review or AggregateRating structured data, since
 * Google ignores (and may act against) reviews a business publishes about itself ("self-serving reviews").
 */

const invalidProductMessage = 'Geçersiz eğitim numarası';

/** `?product=<id>`: a positive whole number, or undefined when left out. */
function productFilter(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw new HttpError(400, invalidProductMessage);
  return Number(raw);
}

export async function testimonialRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/api/pages/testimonials',
      handler: (request, reply) => {
        const product = productFilter(queryValue(request, 'product'));
        return answer(ctx, request, reply, async (lang): Promise<TestimonialItem[]> => {
          let query = ctx.db
            .selectFrom('testimonials as t')
            // A course in the trash or not published is no link: the quote stays, as a general one.
            .leftJoin('products as p', (join) =>
              join
                .onRef('p.id', '=', 't.product_id')
                .on('p.is_published', '=', 1)
                .on('p.deleted_at', 'is', null),
            )
            .select([
              't.id',
              't.person_name',
              't.person_title',
              't.quote',
              't.image_path',
              'p.title as course_title',
              'p.seo_name as course_seo_name',
            ])
            .where('t.active', '=', 1)
            .where('t.deleted_at', 'is', null);
          if (product !== undefined) query = query.where('t.product_id', '=', product);
          const rows = await query.orderBy('t.queue', 'desc').orderBy('t.id', 'asc').execute();
          return rows.map((row) => ({
            id: row.id,
            // The quote is what is translated (the name is the same in every language; a title may be none).
            ...fallbackMark(row.quote, lang),
            person_name: row.person_name,
            person_title: textIn(row.person_title, lang),
            quote: textIn(row.quote, lang),
            image: row.image_path,
            course:
              row.course_seo_name && row.course_title
                ? {
                    ...fallbackMark(row.course_title, lang),
                    title: textIn(row.course_title, lang),
                    seo_name: row.course_seo_name,
                  }
                : null,
          }));
        });
      },
    },
    pageRoute(ctx, '/api/pages/client-references', async (): Promise<ClientReferenceItem[]> => {
      const rows = await ctx.db
        .selectFrom('client_references')
        .select(['id', 'name', 'logo_path', 'url'])
        .$call(shownInDragOrder)
        .execute();
      return rows.map((row) => ({ id: row.id, name: row.name, logo: row.logo_path, url: row.url }));
    }),
  ]);
}
