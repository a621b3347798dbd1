import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RetentionPurge } from '../../../shared/schemas/kvkkSettings';
import type { RecordedRequest } from '../../testing/fakeFetch';
import { preparePanel, renderPanelAt } from '../../testing/renderPanel';
import kvkk from '.';

/* Issue 29: a retention period for every personal table, "Şimdi çalıştır" with a dry run, a readable log. */

const settings = {
  notice_contract_id: null,
  application_retention_months: 12,
  contact_retention_months: 6,
  pre_registration_retention_months: 24,
  outbox_retention_days: 30,
  audit_personal_retention_months: 24,
};

let purges: RetentionPurge[];

function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const ok = (data: unknown, message?: string) => ({ body: { success: true, message, data } });
  if (url.pathname.endsWith('/not-check-count')) return ok({ count: 0 });
  if (url.pathname === '/api/admin/settings/kvkk' && request.method === 'GET') return ok(settings);
  if (url.pathname === '/api/admin/settings/kvkk')
    return ok({ ...settings, ...request.body }, 'Güncellendi!');
  if (url.pathname === '/api/admin/contracts') return ok({ items: [], page: 1, per_page: 100, total: 0 });
  if (url.pathname === '/api/admin/settings/kvkk/purges') return ok({ items: purges, total: purges.length });
  if (url.pathname === '/api/admin/settings/kvkk/purge-preview') {
    return ok({
      items: [
        { kind: 'contact_messages', period: 6, unit: 'months', cutoff: '2026-05-26T09:00:00.000Z', count: 3 },
        { kind: 'mail_outbox', period: 30, unit: 'days', cutoff: '2026-10-27T09:00:00.000Z', count: 7 },
        { kind: 'audit_log', period: 24, unit: 'months', cutoff: '2024-11-26T09:00:00.000Z', count: 0 },
      ],
    });
  }
  if (url.pathname === '/api/admin/settings/kvkk/purge' && request.method === 'POST') {
    purges = [
      {
        id: 9,
        kind: 'mail_outbox',
        months: 30,
        unit: 'days',
        cutoff: '2026-10-27T09:00:00.000Z',
        count: 7,
        ids: [1, 2, 3, 4, 5, 6, 7],
        purged_at: '2026-11-26T09:00:00.000Z',
      },
      ...purges,
    ];
    return ok(
      {
        items: [
          { kind: 'contact_messages', count: 3, files: 0 },
          { kind: 'mail_outbox', count: 7, files: 0 },
        ],
      },
      'Saklama süresi dolan kayıtlar temizlendi',
    );
  }
  return { status: 404, body: { success: false, message: 'Adres bulunamadı' } };
}

beforeEach(() => {
  preparePanel(['dashboard', 'settings']);
  purges = [
    {
      id: 4,
      kind: 'pre_registrations',
      months: 24,
      unit: 'months',
      cutoff: '2024-11-25T09:00:00.000Z',
      count: 2,
      ids: [11, 12],
      purged_at: '2026-11-25T00:30:00.000Z',
    },
  ];
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const writes = (server: { requests: RecordedRequest[] }, path: string) =>
  server.requests.filter((request) => request.url === path && request.method !== 'GET');

describe('the KVKK retention periods', { timeout: 30_000 }, () => {
  it('shows and saves every period, days for e-mails', async () => {
    const server = renderPanelAt('/admin/settings/kvkk', [kvkk], respond);
    const preRegistrations = await screen.findByLabelText(
      'Ön kayıtların saklama süresi (ay, oturum tarihinden)',
    );
    await waitFor(() => expect(preRegistrations).toHaveValue(24));
    expect(screen.getByLabelText('Gönderilen e-postaların içerik saklama süresi (gün)')).toHaveValue(30);
    expect(screen.getByLabelText('Denetim kaydındaki kişisel verilerin saklama süresi (ay)')).toHaveValue(24);

    const days = screen.getByLabelText('Gönderilen e-postaların içerik saklama süresi (gün)');
    fireEvent.change(days, { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes(server, '/api/admin/settings/kvkk')).toHaveLength(1));
    expect(writes(server, '/api/admin/settings/kvkk')[0].body).toMatchObject({
      pre_registration_retention_months: '24',
      outbox_retention_days: '60',
      audit_personal_retention_months: '24',
    });

    // The days' own bound: a year.
    fireEvent.change(days, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText('Saklama süresi 0 ile 365 gün arasında bir tam sayı olmalıdır'),
    ).toBeInTheDocument();
    expect(writes(server, '/api/admin/settings/kvkk')).toHaveLength(1);
  });

  it('runs the purge now only after showing what a dry run counts, then reads the log again', async () => {
    const server = renderPanelAt('/admin/settings/kvkk', [kvkk], respond);
    const log = await screen.findByRole('region', { name: 'Son Silinen Kayıtlar' });
    // The log in words: the kind, the period with its unit.
    const first = (await within(log).findByText('Ön kayıt')).closest('tr')!;
    expect(within(first).getByText('(24 ay)')).toBeInTheDocument();

    fireEvent.click(within(log).getByRole('button', { name: 'Şimdi çalıştır' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Saklama süresi dolan kayıtlar temizlensin mi?',
    });
    expect(within(dialog).getByText('Şu kayıtlar silinecek:')).toBeInTheDocument();
    expect(
      within(dialog).getByText('İletişim mesajı: 3 kayıt (6 ay; 26.5.2026 - 12:00 öncesi)'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('E-posta içeriği: 7 kayıt (30 gün; 27.10.2026 - 12:00 öncesi)'),
    ).toBeInTheDocument();
    // A kind with nothing due is not listed.
    expect(within(dialog).queryByText(/Denetim kaydındaki/)).toBeNull();
    expect(writes(server, '/api/admin/settings/kvkk/purge')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Temizle' }));
    expect(
      await screen.findByText('Saklama süresi dolan kayıtlar temizlendi · 10 kayıt temizlendi'),
    ).toBeInTheDocument();
    expect(writes(server, '/api/admin/settings/kvkk/purge')).toHaveLength(1);
    const after = await screen.findByRole('region', { name: 'Son Silinen Kayıtlar' });
    const row = (await within(after).findByText('E-posta içeriği')).closest('tr')!;
    expect(within(row).getByText('(30 gün)')).toBeInTheDocument();
    expect(within(row).getByText('1, 2, 3, 4, 5, 6, 7')).toBeInTheDocument();
  });

  it('cancelling the dialog runs nothing', async () => {
    const server = renderPanelAt('/admin/settings/kvkk', [kvkk], respond);
    fireEvent.click(await screen.findByRole('button', { name: 'Şimdi çalıştır' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(server, '/api/admin/settings/kvkk/purge')).toHaveLength(0);
  });
});
