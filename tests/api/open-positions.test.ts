import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminClient, json, seedLanguages } from './admin-helpers.js';
import { useTestApp } from '../helpers/useTestApp.js';

// Open positions (issue 16): kept in the back office with the HR applications, listed on the careers page.
const t = useTestApp();
let editor: AdminClient;

beforeAll(async () => {
  await seedLanguages(t.app.db);
  editor = adminClient(t, await t.editorToken());
});

const publicList = (lang: 'tr' | 'en') =>
  t.app.inject({ method: 'GET', url: '/api/pages/open-positions', headers: { cookie: `_lang=${lang}` } });

const create = (fields: Record<string, string>) => editor.form('/open-positions', fields);

describe('open positions', () => {
  it('is closed to visitors without a session', async () => {
    const res = await adminClient(t, undefined).get('/open-positions');
    expect(res.statusCode).toBe(401);
  });

  it('refuses a position without a Turkish title or with an unknown employment type', async () => {
    const noTitle = await create({ title_en: 'Trainer', employment_type: 'full_time' });
    expect(noTitle.statusCode).toBe(422);
    expect(json(noTitle).errors).toHaveProperty(['title.tr']);
    const badType = await create({ title_tr: 'Eğitmen', employment_type: 'freelance' });
    expect(badType.statusCode).toBe(422);
    expect(json(badType).errors).toHaveProperty(['employment_type']);
  });

  it('creates, lists, reorders, updates and deletes, and the careers page shows the active ones', async () => {
    const first = await create({
      title_tr: 'Kıdemli Eğitmen',
      title_en: 'Senior Instructor',
      location: 'İstanbul',
      employment_type: 'full_time',
      description_tr: 'Sınıfta ve çevrim içi eğitim verecek.',
      description_en: 'Teaches in the classroom and online.',
      active: '1',
    });
    expect(first.statusCode).toBe(201);
    const a = json(first).data;
    expect(a).toMatchObject({
      title: { tr: 'Kıdemli Eğitmen', en: 'Senior Instructor' },
      location: 'İstanbul',
      employment_type: 'full_time',
      active: 1,
    });
    expect(a.created_at).toBe(a.updated_at);
    const b = json(
      await create({
        title_tr: 'Stajyer <b>Öğrenci</b>',
        location: 'Uzaktan',
        employment_type: 'internship',
      }),
    ).data;
    const hidden = json(
      await create({ title_tr: 'Kapalı İlan', employment_type: 'part_time', active: '0' }),
    ).data;

    // New positions go to the end of the list.
    const list = json(await editor.get('/open-positions')).data;
    expect(list.items.map((item: { id: number }) => item.id)).toEqual([a.id, b.id, hidden.id]);
    expect(json(await editor.get('/open-positions?search=stajyer')).data.total).toBe(1);

    // Visitors see the active ones in their language (Turkish where a text lacks English), as plain text.
    expect(json(await publicList('tr')).data).toEqual([
      {
        id: a.id,
        title: 'Kıdemli Eğitmen',
        location: 'İstanbul',
        employment_type: 'full_time',
        description: 'Sınıfta ve çevrim içi eğitim verecek.',
      },
      {
        id: b.id,
        title: 'Stajyer <b>Öğrenci</b>',
        location: 'Uzaktan',
        employment_type: 'internship',
        description: '',
      },
    ]);
    expect(json(await publicList('en')).data.map((item: { title: string }) => item.title)).toEqual([
      'Senior Instructor',
      'Stajyer <b>Öğrenci</b>',
    ]);

    // Reordering and editing clear the public cache at once.
    const reorder = await editor.form('/open-positions/queue', {
      _method: 'PUT',
      queue: JSON.stringify([b.id, a.id, hidden.id]),
    });
    expect(reorder.statusCode).toBe(200);
    const updated = await editor.form(`/open-positions/${hidden.id}`, {
      _method: 'PUT',
      title_tr: 'Açık İlan',
      employment_type: 'project',
      active: '1',
    });
    expect(updated.statusCode).toBe(200);
    expect(json(updated).data).toMatchObject({ title: { tr: 'Açık İlan' }, employment_type: 'project' });
    expect(json(await publicList('tr')).data.map((item: { id: number }) => item.id)).toEqual([
      b.id,
      a.id,
      hidden.id,
    ]);

    const trashed = await editor.form(`/open-positions/${a.id}`, { _method: 'DELETE' });
    expect(trashed.statusCode).toBe(200);
    expect(json(await publicList('tr')).data).toHaveLength(2);
    const removed = await editor.form(`/open-positions/${a.id}/permanent`, { _method: 'DELETE' });
    expect(removed.statusCode).toBe(200);
    expect((await editor.get(`/open-positions/${a.id}`)).statusCode).toBe(404);
  });
});
