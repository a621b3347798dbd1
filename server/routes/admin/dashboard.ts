import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { registerRoutes } from '../../http/routes.js';
import type { DashboardStats, WeekCount } from '../../../shared/dashboard.js';

export const dashboardWeeks = 8;
const dayMs = 24 * 3600 * 1000;

// The answer's shape is shared with the back office's statistics screen.
export type { DashboardStats, WeekCount } from '../../../shared/dashboard.js';

/** Monday 00:00 UTC of the week containing `date`. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * dayMs);
}

/**
 * Counts timestamps into the last `weeks` weeks. Done here rather than in SQL: date functions differ between
 * SQLite and PostgreSQL, and eight weeks of contact messages are few rows.
 */
export function countPerWeek(timestamps: string[], now: Date, weeks = dashboardWeeks): WeekCount[] {
  const first = weekStart(now).getTime() - (weeks - 1) * 7 * dayMs;
  const counts = new Array<number>(weeks).fill(0);
  for (const stamp of timestamps) {
    const time = Date.parse(stamp);
    if (Number.isNaN(time) || time < first) continue;
    const index = Math.floor((time - first) / (7 * dayMs));
    if (index < weeks) counts[index] += 1;
  }
  return counts.map((count, index) => ({
    week_start: new Date(first + index * 7 * dayMs).toISOString().slice(0, 10),
    count,
  }));
}

export async function readDashboard(db: Db, now = new Date()): Promise<DashboardStats> {
  const nowIso = now.toISOString();
  const [courses, sessions, messages, applications, recent, preRegistrations] = await Promise.all([
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('section', '=', 'educations')
      .where('is_published', '=', 1)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('product_sessions as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('p.is_published', '=', 1)
      .where('p.deleted_at', 'is', null)
      .where('s.starts_at', '>=', nowIso)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('section', '=', 'mail')
      .where('check', '=', 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('hr_applications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('section', '=', 'mail')
      .where('check', '=', 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contact_messages')
      .select('created_at')
      .where(
        'created_at',
        '>=',
        new Date(weekStart(now).getTime() - (dashboardWeeks - 1) * 7 * dayMs).toISOString(),
      )
      .execute(),
    db
      .selectFrom('pre_registrations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    published_courses: Number(courses.count),
    upcoming_sessions: Number(sessions.count),
    unread_messages: Number(messages.count),
    unread_applications: Number(applications.count),
    new_pre_registrations: Number(preRegistrations.count),
    messages_per_week: countPerWeek(
      recent.map((row) => row.created_at),
      now,
    ),
  };
}

/** The statistics screen's figures (SPEC §2 dashboard): real counts, nothing cached. */
export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerRoutes(app, [
    {
      method: 'GET',
      url: '/dashboard',
      access: 'dashboard',
      handler: async () => ({ success: true, data: await readDashboard(db) }),
    },
  ]);
}
