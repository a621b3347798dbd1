import { fireEvent, screen, within } from '@testing-library/react';
import { Create, Edit, ResourceContextProvider, TextInput } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../tests/helpers/testApp';
import { AdminSimpleForm } from '../common/AdminForms';
import { i18nProvider } from '../i18n/i18nProvider';
import { LanguageMenu } from '../layout/LanguageMenu';
import { realApiForFile, renderWithRealAdmin } from '../testing/realApi';
import { tableRowTexts } from '../testing/tableRows';

/* Kayıt Geçmişi under a brand's edit form, against the real API (issue 33): the history the server wrote. */

const api = realApiForFile();
let brandId = 0;

/** Writes a brand through the API as the administrator (so the server logs it); answers its id. */
async function saveBrand(fields: Record<string, string>, id?: number): Promise<number> {
  const { testApp } = api();
  const session = bearer(await testApp.adminToken());
  const { headers } = await testApp.csrf();
  const res = await testApp.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/admin/brands/${id}` : '/api/admin/brands',
    headers: { ...headers, ...session, cookie: `${headers.cookie}; ${session.cookie}` },
    payload: fields,
  });
  if (res.statusCode >= 300) throw new Error(`brand write: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

beforeAll(async () => {
  // The same SEO name both times: only the name changes.
  const fields = { seo_name: 'ornek-marka', website: 'https://ornek.com.tr' };
  brandId = await saveBrand({ name: 'Eski Marka', ...fields });
  await saveBrand({ name: 'Yeni Marka', ...fields }, brandId);
  // Both writes at known times (12:05 in Istanbul), so the entries' titles can be read.
  const { db } = api().testApp.app;
  for (const [action, at] of [
    ['create', '2026-11-22T09:05:00.000Z'],
    ['update', '2026-11-23T09:05:00.000Z'],
  ]) {
    await db
      .updateTable('audit_log')
      .set({ created_at: at })
      .where('resource', '=', 'brands')
      .where('action', '=', action)
      .execute();
  }
});

const form = (
  <AdminSimpleForm>
    <TextInput source="name" />
  </AdminSimpleForm>
);
const historyRequests = () => api().requests.filter((request) => request.url.includes('/history'));

// Back to Turkish after the English test: react-admin's store and the shared i18nProvider keep the choice.
const turkish = async () => {
  localStorage.clear();
  await i18nProvider.changeLocale('tr');
};

describe('RecordHistory under an edit form', { timeout: 30_000 }, () => {
  it('reads nothing until opened, then lists who changed what and opens the fields before and after', async () => {
    renderWithRealAdmin(
      api(),
      <ResourceContextProvider value="brands">
        <Edit id={brandId}>{form}</Edit>
      </ResourceContextProvider>,
    );
    const toggle = await screen.findByRole('button', { name: 'Kayıt Geçmişi' }, { timeout: 10_000 });
    expect(await screen.findByDisplayValue('Yeni Marka')).toBeInTheDocument();
    expect(historyRequests()).toHaveLength(0);

    fireEvent.click(toggle);
    const entry = await screen.findByText('23.11.2026 - 12:05 · Test Yönetici · Güncelleme');
    // Newest first: the update above the brand's creation.
    const creation = screen.getByText('22.11.2026 - 12:05 · Test Yönetici · Oluşturma');
    expect(entry.compareDocumentPosition(creation) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Değişen alanlar: Ad')).toBeInTheDocument();
    expect(historyRequests()[0]?.url).toContain(`/api/admin/brands/history?record_id=${brandId}`);

    fireEvent.click(entry);
    const table = await screen.findByRole('table', { name: 'Değişen alanlar' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('AdEski MarkaYeni Marka');
  });

  it('speaks English on an English panel, with the date in English and Istanbul time', async () => {
    try {
      renderWithRealAdmin(
        api(),
        <>
          <LanguageMenu compact={false} />
          <ResourceContextProvider value="brands">
            <Edit id={brandId}>{form}</Edit>
          </ResourceContextProvider>
        </>,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Dil: Türkçe' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Record history' }));
      const entry = await screen.findByText('23 Nov 2026, 12:05 · Test Yönetici · Update');
      expect(screen.getByText('Changed fields: Name')).toBeInTheDocument();
      fireEvent.click(entry);
      expect(await tableRowTexts('Changed fields')).toEqual(['FieldBeforeAfter', 'NameEski MarkaYeni Marka']);
      expect(screen.queryByText(/Kayıt Geçmişi|Değişen alanlar|Güncelleme/)).toBeNull();
    } finally {
      await turkish();
    }
  });

  it('is not shown on a create form', async () => {
    renderWithRealAdmin(
      api(),
      <ResourceContextProvider value="brands">
        <Create>{form}</Create>
      </ResourceContextProvider>,
    );
    await screen.findByRole('button', { name: 'Kaydet' });
    expect(screen.queryByRole('button', { name: 'Kayıt Geçmişi' })).toBeNull();
    expect(historyRequests()).toHaveLength(0);
  });
});
