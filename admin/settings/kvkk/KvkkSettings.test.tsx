import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KvkkSettingsInput } from '../../../shared/schemas/kvkkSettings';
import { storeContactMessage } from '../../../tests/helpers/storedRows';
import { realApiForFile, renderRealPanelAt } from '../../testing/realApi';
import kvkk from '.';

/*
 * Issue 29: a retention period for every personal table, "Şimdi çalıştır" with a dry run, a readable log;
 * against the real API (issue 33). The clock stands at 26.11.2026 09:00 UTC (it runs on from there), so the
 * dry run's cutoffs read the same every day.
 */

const now = new Date('2026-11-26T09:00:00.000Z');
const day = 24 * 60 * 60 * 1000;

beforeAll(() => {
  vi.useFakeTimers({ now, toFake: ['Date'], shouldAdvanceTime: true });
});
afterAll(() => {
  vi.useRealTimers();
});

const api = realApiForFile();

const settings = {
  notice_contract_id: null,
  application_retention_months: 12,
  contact_retention_months: 6,
  pre_registration_retention_months: 24,
  outbox_retention_days: 30,
  audit_personal_retention_months: 24,
};

/** The periods above, stored as a save from the screen would store them. */
async function storeSettings() {
  const values = { ...settings, updated_at: new Date().toISOString() };
  await db()
    .insertInto('privacy_settings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

const db = () => api().testApp.app.db;

/** Three messages older than their 6 months. */
async function storeOldMessages() {
  for (const name of ['Ayşe Yılmaz', 'Can Öztürk', 'Gül Şahin']) {
    await storeContactMessage(
      db(),
      { name, email: 'ziyaretci@example.com' },
      new Date(now.getTime() - 200 * day),
    );
  }
}

/** Seven e-mails sent longer ago than their 30 days. */
async function storeOldMails() {
  for (let serial = 1; serial <= 7; serial += 1) {
    const sent = new Date(now.getTime() - 40 * day).toISOString();
    await db()
      .insertInto('mail_outbox')
      .values({
        kind: 'contact',
        recipient: `alici${serial}@example.com`,
        reply_to: null,
        subject: 'Yeni iletişim mesajı',
        text: 'Merhaba',
        html: '<p>Merhaba</p>',
        status: 'sent',
        attempts: 1,
        next_attempt_at: sent,
        claimed_until: null,
        last_error: null,
        created_at: sent,
        sent_at: sent,
      })
      .execute();
  }
}

beforeAll(async () => {
  // The log as the daily job left it: two pre-registrations a day before.
  await db()
    .insertInto('retention_purges')
    .values({
      kind: 'pre_registrations',
      months: 24,
      cutoff: '2024-11-25T09:00:00.000Z',
      count: 2,
      ids: JSON.stringify([11, 12]),
      purged_at: '2026-11-25T00:30:00.000Z',
    })
    .execute();
  await storeOldMessages();
  await storeOldMails();
});

// A test's save does not carry over to the next.
beforeEach(storeSettings);

const writes = (path: string) =>
  api().requests.filter((request) => request.url === path && request.method !== 'GET');

const storedSettings = async () =>
  (await api().read<{ data: KvkkSettingsInput }>('/api/admin/settings/kvkk')).data;

const renderPanel = () => renderRealPanelAt(api(), '/admin/settings/kvkk', [kvkk]);

describe('the KVKK retention periods', { timeout: 30_000 }, () => {
  it('shows and saves every period, days for e-mails', async () => {
    renderPanel();
    const preRegistrations = await screen.findByLabelText('Ön kayıtlar (ay)');
    await waitFor(() => expect(preRegistrations).toHaveValue(24));
    expect(screen.getByLabelText('E-posta içerikleri (gün)')).toHaveValue(30);
    expect(screen.getByLabelText('Denetim kaydı kişisel verileri (ay)')).toHaveValue(24);

    const days = screen.getByLabelText('E-posta içerikleri (gün)');
    fireEvent.change(days, { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes('/api/admin/settings/kvkk')).toHaveLength(1));
    expect(writes('/api/admin/settings/kvkk')[0].body).toMatchObject({
      pre_registration_retention_months: '24',
      outbox_retention_days: '60',
      audit_personal_retention_months: '24',
    });
    await waitFor(async () => expect((await storedSettings()).outbox_retention_days).toBe(60));

    // The days' own bound: a year.
    fireEvent.change(days, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText('Saklama süresi 0 ile 365 gün arasında bir tam sayı olmalıdır'),
    ).toBeInTheDocument();
    expect(writes('/api/admin/settings/kvkk')).toHaveLength(1);
    expect((await storedSettings()).outbox_retention_days).toBe(60);
  });

  it('runs the purge now only after showing what a dry run counts, then reads the log again', async () => {
    renderPanel();
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
    expect(writes('/api/admin/settings/kvkk/purge')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Temizle' }));
    expect(
      await screen.findByText('Saklama süresi dolan kayıtlar temizlendi · 10 kayıt temizlendi'),
    ).toBeInTheDocument();
    expect(writes('/api/admin/settings/kvkk/purge')).toHaveLength(1);
    const after = await screen.findByRole('region', { name: 'Son Silinen Kayıtlar' });
    const row = (await within(after).findByText('E-posta içeriği')).closest('tr')!;
    expect(within(row).getByText('(30 gün)')).toBeInTheDocument();
    expect(within(row).getByText('1, 2, 3, 4, 5, 6, 7')).toBeInTheDocument();
  });

  it('cancelling the dialog runs nothing', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Şimdi çalıştır' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes('/api/admin/settings/kvkk/purge')).toHaveLength(0);
  });
});
