import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CourseListItem, CourseSession } from '../../../shared/publicApi.js';
import { localizedPath, paths } from '../../../shared/routes.js';
import { notFound } from '../../http/errors.js';
import { registerRoutes } from '../../http/routes.js';
import { sendAnswer } from '../../plugins/publicCache.js';
import { type CalendarEvent, toICalendar } from '../../services/icalendar.js';
import { addressedCategory, inCategories, loadCatalogue } from './catalogue.js';
import { type PublicContext, queryValue, resolveLanguage, routeParam, todayKey } from './context.js';

const calendarType = 'text/calendar; charset=utf-8';
/** The feed's name; a language the office added without one here gets the default language's (issue 30). */
const calendarNames: Record<string, string> = { tr: 'Eğitim Takvimi', en: 'Training Calendar' };

/** One session as an event, in `lang`: the course's texts (Turkish where untranslated) and its page there. */
function eventOf(
  ctx: PublicContext,
  lang: string,
  course: CourseListItem,
  session: CourseSession,
): CalendarEvent {
  const place = session.is_online ? 'Online' : (session.place ?? undefined);
  return {
    uid: `session-${session.id}@akademi`,
    startsAt: session.starts_at,
    endsAt: session.ends_at,
    summary: course.title,
    description: course.summary || undefined,
    location: place,
    url: ctx.config.publicUrl
      ? `${ctx.config.publicUrl}${localizedPath(lang, paths.course(course.seo_name))}`
      : undefined,
  };
}

/** Answers an .ics file through the public cache (per language, day and URL), with a download name. */
async function sendCalendar(
  ctx: PublicContext,
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  build: (lang: string) => Promise<string>,
) {
  const lang = await resolveLanguage(ctx, request);
  const key = `${lang}|${todayKey()}|${request.url}`;
  let entry = ctx.cache.get(key);
  if (!entry) {
    const builtIn = ctx.cache.generation;
    entry = ctx.cache.set(key, await build(lang), calendarType, builtIn);
  }
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  return sendAnswer(request, reply, entry);
}

/**
 * Calendars (issue 13): GET /takvim.ics, a feed of every upcoming session a calendar app can subscribe to
 * (`?kategori=<seo_name>` for one category and its sub-categories), and GET /api/pages/session/{id}/calendar.ics,
 * one session to add to a calendar.
 */
export async function calendarRoutes(app: FastifyInstance, ctx: PublicContext) {
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/takvim.ics',
      handler: (request, reply) =>
        sendCalendar(ctx, request, reply, 'egitim-takvimi.ics', async (lang) => {
          let courses = await loadCatalogue(ctx, lang);
          const categoryParam = queryValue(request, 'kategori');
          if (categoryParam) {
            const { family } = await addressedCategory(ctx, lang, categoryParam);
            courses = courses.filter((course) => inCategories(course, family));
          }
          const events = courses.flatMap((course) =>
            course.sessions.map((session) => eventOf(ctx, lang, course, session)),
          );
          events.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
          return toICalendar(calendarNames[lang] ?? calendarNames.tr, events);
        }),
    },
    {
      method: 'GET',
      url: '/api/pages/session/:id/calendar.ics',
      handler: async (request, reply) => {
        const id = Number(routeParam(request, 'id'));
        const lang = await resolveLanguage(ctx, request);
        const courses = await loadCatalogue(ctx, lang);
        const course = courses.find((item) => item.sessions.some((session) => session.id === id));
        const session = course?.sessions.find((item) => item.id === id);
        if (!course || !session) throw notFound('Oturum bulunamadı');
        const fileName = `${course.seo_name}-${session.starts_at.slice(0, 10)}.ics`;
        return sendCalendar(ctx, request, reply, fileName, async () =>
          toICalendar(course.title, [eventOf(ctx, lang, course, session)]),
        );
      },
    },
  ]);
}
