import { beforeAll, describe, expect, it } from 'vitest';
import { countPerWeek, weekStart } from '../../server/routes/admin/dashboard.js';
import { bearer } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

const dayMs = 24 * 3600 * 1000;
const t = useTestApp();
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs).toISOString();
const daysAhead = (days: number) => new Date(now.getTime() + days * dayMs).toISOString();

async function addProduct(seo: string, values: { section?: string; is_published?: number }) {
  const row = await t.app.db
    .insertInto('products')
    .values({
      section: values.section ?? 'educations',
      seo_name: seo,
      title: JSON.stringify({ tr: seo }),
      summary: '{}',
      description: '{}',
      seo_title: '{}',
      seo_description: '{}',
      is_popular: 0,
      is_published: values.is_published ?? 1,
      queue: 0,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addSession(productId: number, startsAt: string) {
  await t.app.db
    .insertInto('product_sessions')
    .values({
      product_id: productId,
      starts_at: startsAt,
      ends_at: startsAt,
      place: 'İstanbul',
      is_online: 0,
      seats: 10,
    })
    .execute();
}

async function addMessage(createdAt: string, check = 0, section: 'mail' | 'trash' = 'mail') {
  await t.app.db
    .insertInto('contact_messages')
    .values({
      name: 'Ayşe',
      email: 'ayse@example.com',
      phone: '5550000000',
      subject: 'Bilgi',
      message: 'Merhaba',
      check,
      section,
      ip: null,
      created_at: createdAt,
    })
    .execute();
}

async function addApplication(check: number, section: 'mail' | 'trash' = 'mail') {
  await t.app.db
    .insertInto('hr_applications')
    .values({
      name: 'Mehmet',
      email: 'mehmet@example.com',
      phone: '5551111111',
      position: 'Eğitmen',
      message: 'Başvuru',
      cv_path: 'cv.pdf',
      cv_mime: 'application/pdf',
      cv_original_name: 'cv.pdf',
      check,
      section,
      ip: null,
      created_at: now.toISOString(),
    })
    .execute();
}

beforeAll(async () => {
  const published = await addProduct('yayinda-1', {});
  await addProduct('yayinda-2', {});
  const draft = await addProduct('taslak', { is_published: 0 });
  await addProduct('danismanlik', { section: 'services' });
  await addSession(published, daysAhead(3));
  await addSession(published, daysAhead(40));
  await addSession(published, daysAgo(2));
  await addSession(draft, daysAhead(5));
  // This week: two unread and one read; three weeks back: one unread; trash: one unread (not counted).
  await addMessage(now.toISOString());
  await addMessage(now.toISOString());
  await addMessage(now.toISOString(), 1);
  await addMessage(daysAgo(21));
  await addMessage(now.toISOString(), 0, 'trash');
  // Older than eight weeks: in no bucket.
  await addMessage(daysAgo(70), 1);
  await addApplication(0);
  await addApplication(1);
  await addApplication(0, 'trash');
});

describe('GET /api/admin/dashboard', () => {
  /** The dashboard as the given headers (a user's token, or none) ask for it. */
  const dashboard = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });

  it('answers real figures from the database', async () => {
    const res = await dashboard(bearer(await t.adminToken()));
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.published_courses).toBe(2);
    expect(data.upcoming_sessions).toBe(2);
    expect(data.unread_messages).toBe(3);
    expect(data.unread_applications).toBe(1);
    expect(data.messages_per_week).toHaveLength(8);
    const weeks = data.messages_per_week as { week_start: string; count: number }[];
    expect(weeks[7].week_start).toBe(weekStart(now).toISOString().slice(0, 10));
    // The current week holds the four messages sent today (trash included: it counts what arrived).
    expect(weeks[7].count).toBe(4);
    expect(weeks[4].count).toBe(1);
    expect(weeks.reduce((sum, week) => sum + week.count, 0)).toBe(5);
  });

  it('is open to editors, whose role has the dashboard permission', async () => {
    const res = await dashboard(bearer(await t.editorToken()));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a request without a token', async () => {
    const res = await dashboard();
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });
});

describe('countPerWeek', () => {
  it('buckets by Monday-based UTC weeks, oldest first', () => {
    const wednesday = new Date('2025-03-12T10:00:00Z');
    const weeks = countPerWeek(
      [
        '2025-03-10T00:00:00Z',
        '2025-03-09T23:59:59Z',
        '2025-01-20T08:00:00Z',
        '2025-01-19T08:00:00Z',
        'bozuk',
      ],
      wednesday,
    );
    expect(weeks.map((w) => w.week_start)).toEqual([
      '2025-01-20',
      '2025-01-27',
      '2025-02-03',
      '2025-02-10',
      '2025-02-17',
      '2025-02-24',
      '2025-03-03',
      '2025-03-10',
    ]);
    expect(weeks.map((w) => w.count)).toEqual([1, 0, 0, 0, 0, 0, 1, 1]);
  });
});
