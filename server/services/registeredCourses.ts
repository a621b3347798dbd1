import type { RegisteredCourse } from '../../shared/schemas/preRegistration.js';
import type { Db } from '../db/database.js';
import { parseTranslated, pickLang } from '../db/json.js';

const turkishOrder = new Intl.Collator('tr');

/**
 * The courses and sessions that have pre-registrations (Ön Kayıtlar's filters), by Turkish title, each
 * session once, oldest first, with the place of its newest registration. A session deleted since keeps the
 * time and place its registrations were made for, as the list shows them.
 */
export async function registeredCourses(db: Db): Promise<RegisteredCourse[]> {
  const rows = await db
    .selectFrom('pre_registrations as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .select(['r.product_id', 'p.title', 'r.session_id', 'r.session_starts_at', 'r.session_place'])
    .orderBy('r.session_starts_at')
    .orderBy('r.session_id')
    // The newest registration first within a session: its place is the one a changed session has now.
    .orderBy('r.created_at', 'desc')
    .execute();
  const courses = new Map<number, RegisteredCourse>();
  for (const row of rows) {
    let course = courses.get(row.product_id);
    if (!course) {
      course = { id: row.product_id, name: pickLang(parseTranslated(row.title), 'tr'), sessions: [] };
      courses.set(row.product_id, course);
    }
    if (row.session_id !== null && !course.sessions.some((session) => session.id === row.session_id)) {
      course.sessions.push({
        id: row.session_id,
        starts_at: row.session_starts_at,
        place: row.session_place,
      });
    }
  }
  return [...courses.values()].sort((a, b) => turkishOrder.compare(a.name, b.name));
}
