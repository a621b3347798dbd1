import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPreRegistration } from '../../shared/schemas/preRegistration.js';
import { type AdminClient, adminClient, useAdminTestApp, whileEditorLacks } from './admin-helpers.js';

/* Issue 13: the back office's Ön Kayıtlar: list and filters, the pipeline, the owner note, delete, counts. */

const { t, admin, editor } = useAdminTestApp({ seed: true });
let anonymous: AdminClient;
const sessionIds: number[] = [];
let productIds: number[] = [];

beforeAll(async () => {
  anonymous = adminClient(t, undefined);
  const products = await t.app.db.selectFrom('products').select('id').orderBy('id').limit(2).execute();
  productIds = products.map((row) => row.id);
  for (const [i, productId] of productIds.entries()) {
    const starts = new Date(Date.now() + (20 + i) * 86_400_000);
    const row = await t.app.db
      .insertInto('product_sessions')
      .values({
        product_id: productId,
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
        place: 'İzmir',
        is_online: 0,
        seats: 30,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    sessionIds.push(row.id);
  }
  const { headers } = await t.csrf();
  let n = 0;
  for (const [sessionId, name] of [
    [sessionIds[0], 'Çağla Öztürk'],
    [sessionIds[0], 'İsmail Şahin'],
    [sessionIds[1], 'Gül Ünal'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pre-registrations',
      headers,
      remoteAddress: `10.40.0.${++n}`,
      payload: {
        session_id: sessionId,
        name,
        email: `kisi${n}@firma.com.tr`,
        phone: '0555',
        kvkk_consent: '1',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});

const list = async (client: AdminClient, query = '') => {
  const res = await client.get(`/pre-registrations${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: AdminPreRegistration[]; total: number };
};

describe('pre-registrations in the back office', () => {
  it('is closed to anonymous callers and open to editors (an inbox)', async () => {
    expect((await anonymous.get('/pre-registrations')).statusCode).toBe(401);
    expect((await list(editor)).total).toBe(3);
  });

  it('lists newest first with the course title, and filters by course, session, status, day and text', async () => {
    const all = await list(admin);
    expect(all.items.map((item) => item.name)).toEqual(['Gül Ünal', 'İsmail Şahin', 'Çağla Öztürk']);
    expect(all.items[0].course_title).toEqual(expect.any(String));
    expect(all.items[0].course_title.length).toBeGreaterThan(3);
    expect((await list(admin, `?product_id=${productIds[0]}`)).total).toBe(2);
    expect((await list(admin, `?session_id=${sessionIds[1]}`)).items.map((i) => i.name)).toEqual([
      'Gül Ünal',
    ]);
    expect((await list(admin, '?status=new')).total).toBe(3);
    expect((await list(admin, '?status=confirmed')).total).toBe(0);
    // Days are Istanbul days, as the office reads them: from the oldest one's day to the newest one's (the same
    // day unless the file ran across midnight in Istanbul, when "today" would miss one).
    const istanbulDay = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(iso));
    const [from, to] = [istanbulDay(all.items.at(-1)!.created_at), istanbulDay(all.items[0].created_at)];
    expect((await list(admin, `?from=${from}&to=${to}`)).total).toBe(3);
    expect((await list(admin, '?to=2000-01-01')).total).toBe(0);
    const late = all.items[0];
    const moved = t.app.db.updateTable('pre_registrations').where('id', '=', late.id);
    await moved.set({ created_at: '2026-03-10T22:30:00.000Z' }).execute(); // 01:30 on 11 March in Istanbul
    try {
      expect((await list(admin, '?from=2026-03-11&to=2026-03-11')).items.map((i) => i.id)).toEqual([late.id]);
      expect((await list(admin, '?from=2026-03-10&to=2026-03-10')).total).toBe(0);
    } finally {
      await moved.set({ created_at: late.created_at }).execute();
    }
    expect((await list(admin, `?search=${encodeURIComponent('şahin')}`)).items.map((i) => i.name)).toEqual([
      'İsmail Şahin',
    ]);
  });

  it('names the courses and sessions registered for, to a role that reads the inbox but not the courses', async () => {
    const titles = await t.app.db.selectFrom('products').select(['id', 'title']).execute();
    const titleOf = (id: number) => JSON.parse(titles.find((row) => row.id === id)!.title).tr as string;
    const expected = productIds
      .map((id, i) => ({ id, name: titleOf(id), sessions: [expect.objectContaining({ id: sessionIds[i] })] }))
      .sort((a, b) => a.name.localeCompare(b.name, 'tr'));
    await whileEditorLacks(t.app.db, 'content', async () => {
      expect((await editor.get('/products/select-options')).statusCode).toBe(403);
      const res = await editor.get('/pre-registrations/courses');
      expect(res.statusCode, res.body).toBe(200);
      const courses = res.json().data;
      expect(courses).toEqual(expected);
      expect(courses[0].sessions[0]).toEqual({
        id: expect.any(Number),
        starts_at: expect.any(String),
        place: 'İzmir',
      });
    });
    expect((await anonymous.get('/pre-registrations/courses')).statusCode).toBe(401);
  });

  it('moves one through the pipeline with an owner note, counting the new ones on the dashboard', async () => {
    const [first] = (await list(admin, `?search=${encodeURIComponent('Çağla')}`)).items;
    const dashboardBefore = (await admin.get('/dashboard')).json().data.new_pre_registrations as number;
    expect(dashboardBefore).toBe(3);
    const res = await admin.form(`/pre-registrations/${first.id}`, {
      _method: 'PUT',
      status: 'called',
      owner_note: 'Perşembe tekrar aranacak',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Güncellendi!',
      data: { status: 'called', owner_note: 'Perşembe tekrar aranacak' },
    });
    expect((await admin.get('/dashboard')).json().data.new_pre_registrations).toBe(2);
    expect((await admin.get('/pre-registrations/new-count')).json().data.count).toBe(2);
    const bad = await admin.put(`/pre-registrations/${first.id}`, { status: 'bitti' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toBe('Geçerli bir seçim yapınız');
  });

  it('gives a cancelled registration its seats back on the site', async () => {
    const seatsLeft = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/pages/products' });
      const sessions = (
        res.json().data as Array<{ sessions: Array<{ id: number; seats_left: number | null }> }>
      ).flatMap((course) => course.sessions);
      return sessions.find((session) => session.id === sessionIds[1])!.seats_left;
    };
    expect(await seatsLeft()).toBe(29);
    const [gul] = (await list(admin, `?session_id=${sessionIds[1]}`)).items;
    expect((await admin.put(`/pre-registrations/${gul.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await seatsLeft()).toBe(30);
  });

  it('deletes on request and answers 404 after', async () => {
    const [ismail] = (await list(admin, '?search=ismail')).items;
    const res = await admin.del(`/pre-registrations/${ismail.id}`);
    expect(res.json()).toMatchObject({ success: true, message: 'Silindi!' });
    expect((await admin.get(`/pre-registrations/${ismail.id}`)).statusCode).toBe(404);
  });
});
