import type { Db } from '../database.js';
import { toJson } from '../json.js';

/**
 * A bigger company's catalogue (issue 31): copies of the demo courses with their own titles, covers,
 * instructors and sessions spread over the coming year, so the calendar, the lists, `npm run bench` and
 * `npm run lighthouse` can be measured at 500 courses and 1,000 sessions instead of the demo's 20
 * (`npm run db:seed:large`). It adds to the demo content; run it on a seeded database.
 */
export interface LargeCatalogueOptions {
  courses: number;
  /** Sessions per generated course (their dates spread over the next 360 days). */
  sessionsPerCourse: number;
  now?: Date;
}

const cities = ['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Antalya', 'Kocaeli', 'Eskişehir', 'Konya'];
const topics = ['Yönetimi', 'Analizi', 'Güvenliği', 'Uygulamaları', 'Liderliği', 'Denetimi', 'Planlaması'];
const topicsEn = ['Management', 'Analysis', 'Security', 'Practice', 'Leadership', 'Auditing', 'Planning'];
const levels = ['Temel', 'İleri', 'Uzman', 'Yönetici', 'Uygulamalı', 'Sertifikalı'];
const levelsEn = ['Foundations', 'Advanced', 'Expert', 'Manager', 'Hands-on', 'Certified'];
const dayMs = 24 * 3600 * 1000;

const omitId = <T extends { id: number }>(row: T): Omit<T, 'id'> => {
  const { id: _id, ...rest } = row;
  return rest;
};

/** Adds `courses` generated courses (and their sessions); answers how many courses and sessions it added. */
// eslint-disable-next-line max-lines-per-function -- demo content described in the order it is drawn or stored
export async function seedLargeCatalogue(
  db: Db,
  options: LargeCatalogueOptions,
): Promise<{ courses: number; sessions: number }> {
  const templates = await db
    .selectFrom('products')
    .selectAll()
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  if (templates.length === 0)
    throw new Error('The demo content is missing: seed it first (npm run db:seed).');
  const templateSessions = await db.selectFrom('product_sessions').selectAll().execute();
  const links = await db.selectFrom('product_instructors').selectAll().execute();
  const covers = await db.selectFrom('files').selectAll().where('owner_type', '=', 'product').execute();
  const existing = await db.selectFrom('products').select('seo_name').execute();
  const taken = new Set(existing.map((row) => row.seo_name));
  const now = options.now ?? new Date();
  // Sessions start at 09:30 Istanbul time (06:30 UTC), from tomorrow on.
  const firstDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 6, 30);
  const stamp = now.toISOString();
  let addedCourses = 0;
  let addedSessions = 0;
  const batch = 100;
  for (let start = 0; start < options.courses; start += batch) {
    await db.transaction().execute(async (trx) => {
      const rows = [];
      for (let i = start; i < Math.min(options.courses, start + batch); i++) {
        const template = templates[i % templates.length];
        const title = JSON.parse(template.title) as Record<string, string>;
        const n = i + 1;
        let seoName = `${template.seo_name}-${n}`;
        while (taken.has(seoName)) seoName += '-x';
        taken.add(seoName);
        rows.push({
          ...omitId(template),
          seo_name: seoName,
          title: toJson({
            tr: `${title.tr} — ${levels[i % levels.length]} ${topics[(i * 3) % topics.length]} ${n}`,
            en: `${title.en ?? title.tr} — ${levelsEn[i % levelsEn.length]} ${topicsEn[(i * 3) % topicsEn.length]} ${n}`,
          }),
          is_popular: 0,
          // Higher comes first: the copies follow the demo courses in every list.
          queue: template.queue - 1000 - i,
          created_at: stamp,
          updated_at: stamp,
        });
      }
      const inserted = await trx.insertInto('products').values(rows).returning(['id']).execute();
      const sessionRows = [];
      const linkRows = [];
      const fileRows = [];
      for (const [k, { id }] of inserted.entries()) {
        const i = start + k;
        const template = templates[i % templates.length];
        const model = templateSessions.find((row) => row.product_id === template.id);
        const length = model
          ? Math.max(0, new Date(model.ends_at).getTime() - new Date(model.starts_at).getTime())
          : 8 * 3600 * 1000;
        for (let j = 0; j < options.sessionsPerCourse; j++) {
          const online = (i + j) % 5 === 0;
          const startsAt = firstDay + ((i * 37 + j * 173) % 360) * dayMs;
          sessionRows.push({
            product_id: id,
            starts_at: new Date(startsAt).toISOString(),
            ends_at: new Date(startsAt + length).toISOString(),
            place: online ? 'Online' : cities[(i + j) % cities.length],
            is_online: online ? 1 : 0,
            seats: model?.seats ?? 20,
          });
        }
        for (const link of links.filter((row) => row.product_id === template.id))
          linkRows.push({ product_id: id, instructor_id: link.instructor_id, queue: link.queue });
        for (const cover of covers.filter((row) => row.owner_id === template.id))
          fileRows.push({ ...omitId(cover), owner_id: id, created_at: stamp });
      }
      if (sessionRows.length) await trx.insertInto('product_sessions').values(sessionRows).execute();
      if (linkRows.length) await trx.insertInto('product_instructors').values(linkRows).execute();
      if (fileRows.length) await trx.insertInto('files').values(fileRows).execute();
      addedCourses += inserted.length;
      addedSessions += sessionRows.length;
    });
  }
  return { courses: addedCourses, sessions: addedSessions };
}
