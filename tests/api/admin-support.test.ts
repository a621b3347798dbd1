import { describe, expect, it } from 'vitest';
import { adminClient, count, json, useAdminTestApp } from './admin-helpers.js';

const { t, admin, editor } = useAdminTestApp();

describe('support requests', () => {
  it('files a request for the signed-in user, open, normal priority by default', async () => {
    const res = await editor.form('/support', {
      subject: 'Görsel yüklenmiyor',
      message: 'Kurs görseli yüklenirken hata alıyorum.',
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Başarılı!',
      data: { subject: 'Görsel yüklenmiyor', priority: 'normal', status: 'open', user_name: 'Test Editör' },
    });
    const high = await admin.post('/support', {
      subject: 'Acil',
      message: 'Site açılmıyor',
      priority: 'high',
      user_id: 999,
    });
    // The author is always the caller, whatever the body claims.
    expect(json(high).data).toMatchObject({ priority: 'high', user_name: 'Test Yönetici' });
  });

  it('refuses bad input with per-field errors and stores nothing', async () => {
    const before = await count(t.app.db, 'support_requests');
    const res = await editor.post('/support', { subject: 'x'.repeat(251), message: '', priority: 'urgent' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({
      subject: 'Bu Alan 250 Karakteri Geçemez',
      message: 'Bu Alan Zorunlu',
      priority: 'Geçersiz Seçim',
    });
    expect(json(await editor.post('/support', { subject: 'a', message: 'm'.repeat(5001) })).errors).toEqual({
      message: 'Bu Alan 5000 Karakteri Geçemez',
    });
    expect(await count(t.app.db, 'support_requests')).toBe(before);
  });

  it('lists with status: an administrator sees every request, an editor their own', async () => {
    const all = json(await admin.get('/support?page=1&per_page=10'));
    expect(all.data).toMatchObject({ page: 1, per_page: 10, total: 2, last_page: 1 });
    expect(all.data.items[0]).toMatchObject({ subject: 'Acil', status: 'open' });
    const own = json(await editor.get('/support'));
    expect(own.data.total).toBe(1);
    expect(own.data.items[0].subject).toBe('Görsel yüklenmiyor');
    expect(json(await admin.get('/support?search=GÖRSEL')).data.total).toBe(1);
    const adminsRequest = all.data.items[0].id;
    expect((await editor.get(`/support/${adminsRequest}`)).statusCode).toBe(404);
    expect(json(await admin.get(`/support/${adminsRequest}`)).data.subject).toBe('Acil');
  });

  it('lets an administrator change the status; an editor gets 403', async () => {
    const id = json(await editor.get('/support')).data.items[0].id;
    const refused = await editor.put(`/support/${id}/status`, { status: 'closed' });
    expect(refused.statusCode).toBe(403);
    const res = await admin.form(`/support/${id}/status`, { _method: 'PUT', status: 'in_progress' });
    expect(json(res)).toMatchObject({
      success: true,
      message: 'Değiştirildi!',
      data: { id, status: 'in_progress' },
    });
    expect(json(await editor.get('/support')).data.items[0].status).toBe('in_progress');
    expect(json(await admin.get('/support?status=in_progress')).data.total).toBe(1);
    expect(json(await admin.put(`/support/${id}/status`, { status: 'done' })).errors).toEqual({
      status: 'Geçersiz Seçim',
    });
    expect((await admin.put('/support/99999/status', { status: 'closed' })).statusCode).toBe(404);
  });

  it('needs a token', async () => {
    const anonymous = adminClient(t, undefined);
    expect((await anonymous.get('/support')).statusCode).toBe(401);
    expect((await anonymous.post('/support', { subject: 'x', message: 'y' })).statusCode).toBe(401);
    expect((await anonymous.put('/support/1/status', { status: 'closed' })).statusCode).toBe(401);
  });
});
