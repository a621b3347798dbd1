import { type PreviewResource, previewPages, previewParam } from '../../shared/preview.js';
import { matchPublicRoute, splitLanguagePrefix } from '../../shared/routes.js';
import { previewCourse } from '../routes/public/catalogue.js';
import type { PublicContext } from '../routes/public/context.js';
import { previewInstructor } from '../routes/public/instructors.js';
import { previewNews } from '../routes/public/news.js';
import { courseDetail } from '../routes/public/products.js';
import { verifyPreview } from '../services/previewTokens.js';

/*
 * The preview of a course, news item or instructor (issue 28): the record's own address with a good
 * `?preview=` token (services/previewTokens.ts) renders its page as visitors would see it, whatever the
 * record's state. Only the record's own answer is loaded differently; everything else on the page is the
 * public site as it is. plugins/frontend.ts sends such a page past every cache.
 */

export interface PagePreview {
  /** The API path the page asks for its record by (`/api/pages/course/<seo name>`). */
  apiPath: string;
  /** That answer's `data` in a language; undefined when the record is gone. */
  load: (lang: string) => Promise<unknown>;
}

type Loader = (ctx: PublicContext, lang: string, id: number) => Promise<unknown>;

const records: Readonly<Record<PreviewResource, { table: PreviewResource; api: string; load: Loader }>> = {
  products: {
    table: 'products',
    api: '/api/pages/course/',
    load: async (ctx, lang, id) => {
      const course = await previewCourse(ctx, lang, id);
      return course && courseDetail(ctx, lang, course);
    },
  },
  news: { table: 'news', api: '/api/pages/news/', load: previewNews },
  instructors: { table: 'instructors', api: '/api/pages/instructor/', load: previewInstructor },
};

/** Whether an address asks for a preview at all (then no cache may answer it or keep it). */
export const asksForPreview = (url: string): boolean =>
  new URL(url, 'http://x').searchParams.has(previewParam);

/**
 * The preview an address asks for: its token is good and names the record this address shows. Undefined
 * otherwise (a bad, altered or expired token, another record's address): the page is then the normal one.
 */
export async function pagePreview(ctx: PublicContext, url: string): Promise<PagePreview | undefined> {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const token = searchParams.get(previewParam);
  if (!token) return undefined;
  const grant = await verifyPreview(ctx.db, token);
  if (!grant) return undefined;
  const route = matchPublicRoute(splitLanguagePrefix(pathname).path);
  if (route?.name !== previewPages[grant.resource].route) return undefined;
  const record = records[grant.resource];
  const row = await ctx.db
    .selectFrom(record.table)
    .select('seo_name')
    .where('id', '=', grant.id)
    .executeTakeFirst();
  if (!row || row.seo_name !== route.params.seo_name) return undefined;
  return {
    apiPath: `${record.api}${encodeURIComponent(row.seo_name)}`,
    load: (lang) => record.load(ctx, lang, grant.id),
  };
}
