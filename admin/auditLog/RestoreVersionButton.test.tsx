import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Edit, ResourceContextProvider, TextInput } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/auditLog';
import { AdminSimpleForm } from '../common/AdminForms';
import { renderWithAdmin, writes } from '../common/testUtils';
import { i18nProvider } from '../i18n/i18nProvider';
import { LanguageMenu } from '../layout/LanguageMenu';
import type { RecordedRequest } from '../testing/fakeFetch';
import { auditEntry } from '../testing/auditEntries';

/* "Bu sürüme dön" on the entries of a brand's Kayıt Geçmişi (RecordHistory → RestoreVersionButton). */

const update = auditEntry({
  resource: 'brands',
  summary: 'Eski Marka',
  changes: ['name'],
  before: { id: 4, name: 'İlk Marka', logo_path: null },
  after: { id: 4, name: 'Eski Marka', logo_path: '/uploads/brands/eski.webp' },
});

/** A reorder is logged by the ids it was sent: it holds no version of the record. */
const reorder: AuditEntry = {
  ...update,
  id: 6,
  created_at: '2026-11-22T09:05:00.000Z',
  action: 'reorder',
  changes: [],
  before: null,
  after: { queue: [4, 3] },
};

function server(restore: (request: RecordedRequest) => { status?: number; body: unknown }) {
  let name = 'Yeni Marka';
  return (request: RecordedRequest) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/api/admin/brands/4') {
      return { body: { success: true, data: { id: 4, name } } };
    }
    if (url.pathname === '/api/admin/brands/history') {
      return {
        body: {
          success: true,
          data: { items: [update, reorder], page: 1, per_page: 10, total: 2, last_page: 1 },
        },
      };
    }
    if (url.pathname === '/api/admin/brands/history/7/restore' && request.method === 'POST') {
      const answer = restore(request);
      if (!answer.status) name = 'Eski Marka';
      return answer;
    }
    return { status: 404, body: { success: false, message: 'Adres bulunamadı' } };
  };
}

const restored = {
  body: {
    success: true,
    message: 'Kayıt seçilen sürüme döndürüldü!',
    data: {
      record: { id: 4, name: 'Eski Marka' },
      entry_id: 7,
      side: 'after',
      kept_files: ['logo_path'],
      kept_sessions: [],
      dropped_instructors: [],
    },
  },
};

const screenUnderTest = (
  <ResourceContextProvider value="brands">
    <Edit id={4} mutationMode="pessimistic">
      <AdminSimpleForm>
        <TextInput source="name" />
      </AdminSimpleForm>
    </Edit>
  </ResourceContextProvider>
);

async function openEntries() {
  fireEvent.click(await screen.findByRole('button', { name: 'Kayıt Geçmişi' }));
  fireEvent.click(await screen.findByText('23.11.2026 - 12:05 · Ayşe Yılmaz · Güncelleme'));
  fireEvent.click(await screen.findByText('22.11.2026 - 12:05 · Ayşe Yılmaz · Sıralama'));
}

afterEach(async () => {
  localStorage.clear();
  await i18nProvider.changeLocale('tr');
});

describe('RestoreVersionButton', () => {
  it('asks first, naming when and by whom; then restores, reloads the form and says what stayed', async () => {
    const { server: fake } = renderWithAdmin(
      screenUnderTest,
      server(() => restored),
    );
    expect(await screen.findByDisplayValue('Yeni Marka')).toBeInTheDocument();
    await openEntries();
    // Only the update holds a version of the record; the reorder has no button.
    const buttons = await screen.findAllByRole('button', { name: 'Bu sürüme dön' });
    expect(buttons).toHaveLength(1);

    fireEvent.click(buttons[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Bu sürüme dönülsün mü?')).toBeInTheDocument();
    expect(
      within(dialog).getByText('23.11.2026 - 12:05 · Ayşe Yılmaz tarafından kaydedilen sürüm'),
    ).toBeInTheDocument();
    expect(writes(fake)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Evet, Bu Sürüme Dön' }));
    expect(
      await screen.findByText(
        'Kayıt 23.11.2026 - 12:05 sürümüne döndürüldü. Artık bulunmayan dosyalar geri getirilmedi, şimdikiler korundu: Logo.',
      ),
    ).toBeInTheDocument();
    expect(
      writes(fake).map((request) => [request.method, new URL(request.url, 'http://x').pathname]),
    ).toEqual([['POST', '/api/admin/brands/history/7/restore']]);
    expect(writes(fake)[0].body).toMatchObject({ side: 'after' });
    // The edit form reads the record again and shows the restored values.
    expect(await screen.findByDisplayValue('Eski Marka')).toBeInTheDocument();
  });

  it('sends nothing when cancelled', async () => {
    const { server: fake } = renderWithAdmin(
      screenUnderTest,
      server(() => restored),
    );
    await openEntries();
    fireEvent.click(await screen.findByRole('button', { name: 'Bu sürüme dön' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fake)).toHaveLength(0);
    expect(screen.getByDisplayValue('Yeni Marka')).toBeInTheDocument();
  });

  it('shows the server’s refusal and leaves the form as it was', async () => {
    renderWithAdmin(
      screenUnderTest,
      server(() => ({
        status: 409,
        body: {
          success: false,
          message: 'Bu kayıt çöp kutusunda. Sürümüne dönmek için önce çöp kutusundan geri alın.',
        },
      })),
    );
    await openEntries();
    fireEvent.click(await screen.findByRole('button', { name: 'Bu sürüme dön' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Evet, Bu Sürüme Dön' }),
    );
    expect(await screen.findByText(/Sürümüne dönmek için önce çöp kutusundan geri alın/)).toBeInTheDocument();
    expect(screen.getByDisplayValue('Yeni Marka')).toBeInTheDocument();
  });

  it('shows the restore itself as a new version, read as any save is (dates, yes/no, images)', async () => {
    const revert: AuditEntry = {
      ...update,
      id: 9,
      created_at: '2026-11-24T07:30:00.000Z',
      user_name: 'Mehmet Demir',
      action: 'revert',
      changes: ['name', 'active', 'logo_path', 'published_at'],
      before: {
        id: 4,
        name: 'Yeni Marka',
        active: 0,
        logo_path: '/uploads/brands/fedcba9876543210fedcba9876543210.webp',
        published_at: '2026-11-20T07:00:00.000Z',
      },
      after: {
        id: 4,
        name: 'Eski Marka',
        active: 1,
        logo_path: '/uploads/brands/0123456789abcdef0123456789abcdef.webp',
        published_at: '2026-11-01T07:00:00.000Z',
      },
    };
    const respond = server(() => restored);
    renderWithAdmin(screenUnderTest, (request) =>
      request.url.includes('/brands/history')
        ? {
            body: {
              success: true,
              data: { items: [revert, update], page: 1, per_page: 10, total: 2, last_page: 1 },
            },
          }
        : respond(request),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Kayıt Geçmişi' }));
    fireEvent.click(await screen.findByText('24.11.2026 - 10:30 · Mehmet Demir · Sürüme dönme'));
    const table = await screen.findByRole('table', { name: 'Değişen alanlar' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('AdYeni MarkaEski Marka');
    expect(rows).toContain('AktifHayırEvet');
    expect(rows.some((row) => row?.includes('20.11.2026') && row.includes('01.11.2026'))).toBe(true);
    const thumbs = [...table.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(thumbs).toEqual([
      '/uploads/brands/fedcba9876543210fedcba9876543210-thumb.webp',
      '/uploads/brands/0123456789abcdef0123456789abcdef-thumb.webp',
    ]);
    // Its own state is a version too.
    expect(screen.getByRole('button', { name: 'Bu sürüme dön' })).toBeInTheDocument();
  });

  it('speaks English on an English panel', async () => {
    renderWithAdmin(
      <>
        <LanguageMenu compact={false} />
        {screenUnderTest}
      </>,
      server(() => restored),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Dil: Türkçe' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Record history' }));
    fireEvent.click(await screen.findByText('23 Nov 2026, 12:05 · Ayşe Yılmaz · Update'));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Version saved 23 Nov 2026, 12:05 by Ayşe Yılmaz')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Restore' }));
    expect(
      await screen.findByText(
        'The record was restored to the version of 23 Nov 2026, 12:05. Files that no longer exist were not brought back; the current ones were kept: Logo.',
      ),
    ).toBeInTheDocument();
  });
});
