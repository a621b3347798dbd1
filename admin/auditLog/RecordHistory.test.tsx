import { fireEvent, screen, within } from '@testing-library/react';
import { Create, Edit, ResourceContextProvider, TextInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminSimpleForm } from '../common/AdminForms';
import { renderWithAdmin } from '../common/testUtils';
import { i18nProvider } from '../i18n/i18nProvider';
import { LanguageMenu } from '../layout/LanguageMenu';
import type { RecordedRequest } from '../testing/fakeFetch';
import { auditEntry } from '../testing/auditEntries';

const update = auditEntry({
  resource: 'brands',
  summary: 'Yeni Marka',
  changes: ['name', 'updated_at'],
  before: { id: 4, name: 'Eski Marka', website: 'https://ornek.com.tr', updated_at: 'a' },
  after: { id: 4, name: 'Yeni Marka', website: 'https://ornek.com.tr', updated_at: 'b' },
});

function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  if (url.pathname === '/api/admin/brands/4')
    return { body: { success: true, data: { id: 4, name: 'Yeni Marka' } } };
  if (url.pathname === '/api/admin/brands/history') {
    return {
      body: { success: true, data: { items: [update], page: 1, per_page: 10, total: 1, last_page: 1 } },
    };
  }
  return { status: 404, body: { success: false, message: 'Adres bulunamadı' } };
}

const form = (
  <AdminSimpleForm>
    <TextInput source="name" />
  </AdminSimpleForm>
);

afterEach(async () => {
  vi.restoreAllMocks();
  // The language switch is kept by react-admin's store and the shared i18nProvider: back to Turkish.
  localStorage.clear();
  await i18nProvider.changeLocale('tr');
});

describe('RecordHistory under an edit form', () => {
  it('reads nothing until opened, then lists who changed what and opens the fields before and after', async () => {
    const { server } = renderWithAdmin(
      <ResourceContextProvider value="brands">
        <Edit id={4}>{form}</Edit>
      </ResourceContextProvider>,
      respond,
    );
    const toggle = await screen.findByRole('button', { name: 'Kayıt Geçmişi' });
    expect(server.requests.some((request) => request.url.includes('/history'))).toBe(false);

    fireEvent.click(toggle);
    const entry = await screen.findByText('23.11.2026 - 12:05 · Ayşe Yılmaz · Güncelleme');
    expect(screen.getByText('Değişen alanlar: Ad')).toBeInTheDocument();
    const asked = server.requests.find((request) => request.url.includes('/history'));
    expect(asked?.url).toContain('/api/admin/brands/history?record_id=4');

    fireEvent.click(entry);
    const table = await screen.findByRole('table', { name: 'Değişen alanlar' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('AdEski MarkaYeni Marka');
  });

  it('speaks English on an English panel, with the date in English and Istanbul time', async () => {
    renderWithAdmin(
      <>
        <LanguageMenu compact={false} />
        <ResourceContextProvider value="brands">
          <Edit id={4}>{form}</Edit>
        </ResourceContextProvider>
      </>,
      respond,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Dil: Türkçe' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Record history' }));
    const entry = await screen.findByText('23 Nov 2026, 12:05 · Ayşe Yılmaz · Update');
    expect(screen.getByText('Changed fields: Name')).toBeInTheDocument();
    fireEvent.click(entry);
    const table = await screen.findByRole('table', { name: 'Changed fields' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldBeforeAfter', 'NameEski MarkaYeni Marka']);
    expect(screen.queryByText(/Kayıt Geçmişi|Değişen alanlar|Güncelleme/)).toBeNull();
  });

  it('is not shown on a create form', async () => {
    renderWithAdmin(
      <ResourceContextProvider value="brands">
        <Create>{form}</Create>
      </ResourceContextProvider>,
      respond,
    );
    await screen.findByRole('button', { name: 'Kaydet' });
    expect(screen.queryByRole('button', { name: 'Kayıt Geçmişi' })).toBeNull();
  });
});
