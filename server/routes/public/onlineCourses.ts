import type { FastifyInstance } from 'fastify';
import { nextBookableSession } from '../../../shared/nextSession.js';
import type { CourseListItem } from '../../../shared/publicApi.js';
import type { Paged } from '../../../shared/types.js';
import { registerRoutes } from '../../http/routes.js';
import { loadCatalogue } from './catalogue.js';
import { type PublicContext, pageRoute, queryValue } from './context.js';
import { pageOf } from './listPaging.js';

export const onlineCoursesPerPage = 12;

/** Courses with an online session coming up, each offering its first online session with a seat. */
export function onlineCourses(catalogue: CourseListItem[]): CourseListItem[] {
  return catalogue.flatMap((course) => {
    const sessions = course.sessions.filter((session) => session.is_online);
    const next = nextBookableSession(sessions);
    return next ? [{ ...course, sessions, next_session: next }] : [];
  });
}

/**
 * GET /api/pages/online-courses?page= (issue 31): the distance-learning page's courses, a page of 12 at a time,
 * instead of the whole catalogue (/api/pages/products) sifted in the browser.
 */
export async function onlineCourseRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    pageRoute(ctx, '/api/pages/online-courses', async (lang, request): Promise<Paged<CourseListItem>> => {
      const raw = queryValue(request, 'page') ?? '';
      const page = /^\d{1,5}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
      return pageOf(onlineCourses(await loadCatalogue(ctx, lang)), page, onlineCoursesPerPage);
    }),
  ]);
}
