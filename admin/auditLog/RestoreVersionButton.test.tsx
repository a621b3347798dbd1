import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Edit, ResourceContextProvider, TextInput } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '../../tests/helpers/testApp';
import { AdminSimpleForm } from '../common/AdminForms';
import { i18nProvider } from '../i18n/i18nProvider';
import { LanguageMenu } from '../layout/LanguageMenu';
import { realApiForFile, renderWithRealAdmin } from '../testing/realApi';

/*
 * "Bu sürüme dön" on the entries of a brand's Kayıt Geçmişi (RecordHistory → RestoreVersionButton), against
 * the real API (issue 33): the history the server logged, its restore, and the brand it wrote back.
 */

const api = realApiForFile();
let brandId = 0;

/** Writes under /api/admin as the administrator (so the server logs it); answers the reply's data. */
async function write(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) {
  const { testApp } = api();
  const session = bearer(await testApp.adminToken());
  const { headers } = await testApp.csrf();
  const res = await testApp.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { ...headers, ...session, cookie: `${headers.cookie}; ${session.cookie}` },
    payload,
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data;
}

const db = () => api().testApp.app.db;
const storedBrand = () =>
  db().selectFrom('brands').selectAll().where('id', '=', brandId).executeTakeFirstOrThrow();

/**
 * A brand made as "İlk Marka", renamed "Eski Marka" on 23 November at 12:05 (Istanbul), given a logo, then
 * renamed "Yeni Marka" and switched off at 13:05; the oldest entries at known times.
 */
beforeEach(async () => {
  await db().deleteFrom('audit_log').execute();
  await db().deleteFrom('brands').execute();
  const fields = { seo_name: 'ornek-marka', website: 'https://ornek.com.tr', active: '1' };
  brandId = (await write('POST', '/brands', { name: 'İlk Marka', ...fields })).id;
  await write('PUT', `/brands/${brandId}`, { name: 'Eski Marka', ...fields });
  // A logo stored since: that version's file (none) no longer matches the brand's.
  await db()
    .updateTable('brands')
    .set({ logo_path: '/uploads/brands/0123456789abcdef0123456789abcdef.webp' })
    .where('id', '=', brandId)
    .execute();
  await write('PUT', `/brands/${brandId}`, { name: 'Yeni Marka', ...fields, active: '0' });
  const ids = (await db().selectFrom('audit_log').select('id').orderBy('id').execute()).map((row) => row.id);
  const times = ['2026-11-22T09:05:00.000Z', '2026-11-23T09:05:00.000Z', '2026-11-23T10:05:00.000Z'];
  for (const [index, id] of ids.entries()) {
    await db().updateTable('audit_log').set({ created_at: times[index] }).where('id', '=', id).execute();
  }
});

const screenUnderTest = () => (
  <ResourceContextProvider value="brands">
    <Edit id={brandId} mutationMode="pessimistic">
      <AdminSimpleForm>
        <TextInput source="name" />
      </AdminSimpleForm>
    </Edit>
  </ResourceContextProvider>
);
const writes = () => api().requests.filter((request) => request.method !== 'GET');

/** Opens the history and the update of 12:05 (the rename to "Eski Marka"). */
async function openEntry() {
  fireEvent.click(await screen.findByRole('button', { name: 'Kayıt Geçmişi' }, { timeout: 10_000 }));
  fireEvent.click(await screen.findByText('23.11.2026 - 12:05 · Test Yönetici · Güncelleme'));
}

/** The form with that update opened and "Bu sürüme dön" clicked: the confirmation is asked for. */
async function askToRestore() {
  renderWithRealAdmin(api(), screenUnderTest());
  await openEntry();
  fireEvent.click(await screen.findByRole('button', { name: 'Bu sürüme dön' }));
}

const confirmRestore = async () =>
  fireEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Evet, Bu Sürüme Dön' }),
  );

const turkish = async () => {
  localStorage.clear();
  await i18nProvider.changeLocale('tr');
};

describe('RestoreVersionButton', { timeout: 30_000 }, () => {
  it('asks first, naming when and by whom; then restores, reloads the form and says what stayed', async () => {
    renderWithRealAdmin(api(), screenUnderTest());
    expect(await screen.findByDisplayValue('Yeni Marka', {}, { timeout: 10_000 })).toBeInTheDocument();
    await openEntry();
    const buttons = await screen.findAllByRole('button', { name: 'Bu sürüme dön' });
    expect(buttons).toHaveLength(1);

    fireEvent.click(buttons[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Bu sürüme dönülsün mü?')).toBeInTheDocument();
    expect(
      within(dialog).getByText('23.11.2026 - 12:05 · Test Yönetici tarafından kaydedilen sürüm'),
    ).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, Bu Sürüme Dön' }));
    expect(
      await screen.findByText(
        'Kayıt 23.11.2026 - 12:05 sürümüne döndürüldü. Artık bulunmayan dosyalar geri getirilmedi, şimdikiler korundu: Logo.',
      ),
    ).toBeInTheDocument();
    const entry = await db()
      .selectFrom('audit_log')
      .select('id')
      .where('created_at', '=', '2026-11-23T09:05:00.000Z')
      .executeTakeFirstOrThrow();
    expect(writes().map((request) => [request.method, request.url])).toEqual([
      ['POST', `/api/admin/brands/history/${entry.id}/restore`],
    ]);
    expect(writes()[0].body).toMatchObject({ side: 'after' });
    // The edit form reads the record again and shows the restored values; the server stored them, the logo kept.
    expect(await screen.findByDisplayValue('Eski Marka')).toBeInTheDocument();
    expect(await storedBrand()).toMatchObject({
      name: 'Eski Marka',
      active: 1,
      logo_path: '/uploads/brands/0123456789abcdef0123456789abcdef.webp',
    });
  });

  it('sends nothing when cancelled', async () => {
    await askToRestore();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toHaveLength(0);
    expect(screen.getByDisplayValue('Yeni Marka')).toBeInTheDocument();
    expect((await storedBrand()).name).toBe('Yeni Marka');
  });

  it('shows the server’s refusal and leaves the form as it was', async () => {
    await askToRestore();
    // Someone moved the brand to the trash meanwhile.
    await db()
      .updateTable('brands')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', brandId)
      .execute();
    await confirmRestore();
    expect(await screen.findByText(/Sürümüne dönmek için önce çöp kutusundan geri alın/)).toBeInTheDocument();
    expect(screen.getByDisplayValue('Yeni Marka')).toBeInTheDocument();
    expect((await storedBrand()).name).toBe('Yeni Marka');
  });

  it('shows the restore itself as a new version, read as any save is (yes/no, names), with its own button', async () => {
    await askToRestore();
    await confirmRestore();
    expect(await screen.findByDisplayValue('Eski Marka')).toBeInTheDocument();
    // The history reads again: the server logged the restore as a version of its own, now.
    const revert = await screen.findByText(/· Test Yönetici · Sürüme dönme$/);
    fireEvent.click(revert);
    // The newest entry's table comes first (the update of 12:05 is open below it).
    await waitFor(() => expect(screen.getAllByRole('table', { name: 'Değişen alanlar' })).toHaveLength(2));
    const [table] = screen.getAllByRole('table', { name: 'Değişen alanlar' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('AdYeni MarkaEski Marka');
    expect(rows).toContain('AktifHayırEvet');
    // The logo stayed: not a change.
    expect(rows.some((row) => row?.startsWith('Logo'))).toBe(false);
    expect(screen.getAllByRole('button', { name: 'Bu sürüme dön' })).toHaveLength(2);
  });

  it('speaks English on an English panel', async () => {
    try {
      renderWithRealAdmin(
        api(),
        <>
          <LanguageMenu compact={false} />
          {screenUnderTest()}
        </>,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Dil: Türkçe' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Record history' }));
      fireEvent.click(await screen.findByText('23 Nov 2026, 12:05 · Test Yönetici · Update'));
      fireEvent.click(await screen.findByRole('button', { name: 'Restore this version' }));
      const dialog = await screen.findByRole('dialog');
      expect(
        within(dialog).getByText('Version saved 23 Nov 2026, 12:05 by Test Yönetici'),
      ).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Restore' }));
      expect(
        await screen.findByText(
          'The record was restored to the version of 23 Nov 2026, 12:05. Files that no longer exist were not brought back; the current ones were kept: Logo.',
        ),
      ).toBeInTheDocument();
    } finally {
      await turkish();
    }
  });
});
