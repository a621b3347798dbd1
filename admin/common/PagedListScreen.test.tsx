import { fireEvent, render, screen } from '@testing-library/react';
import {
  AdminContext,
  Datagrid,
  type DataProvider,
  memoryStore,
  ResourceContextProvider,
  TextField,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { FilteredEmptyListMessage } from './EmptyListMessage';
import { PagedListScreen } from './PagedListScreen';

/** A data provider whose first list request fails and whose next one answers one record. */
function failingOnce() {
  const getList = vi
    .fn()
    .mockRejectedValueOnce(new Error('Sunucu hatası'))
    .mockResolvedValue({ data: [{ id: 1, name: 'Çınar Lojistik' }], total: 1 });
  return { getList } as unknown as DataProvider & { getList: typeof getList };
}

describe('PagedListScreen', () => {
  it('says a failed request failed, without its empty line or a page count, and tries again on request', async () => {
    const dataProvider = failingOnce();
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="corporate-requests">
          <PagedListScreen subtitle="app.corporateRequests.subtitle" empty={false}>
            <Datagrid
              bulkActionButtons={false}
              empty={<FilteredEmptyListMessage empty="app.common.empty" filtered="app.common.empty" />}
            >
              <TextField source="name" />
            </Datagrid>
          </PagedListScreen>
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('Liste yüklenemedi.')).toBeInTheDocument();
    expect(screen.queryByText('Henüz kayıt yok.')).toBeNull();
    expect(screen.queryByText(/1-25/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Çınar Lojistik')).toBeInTheDocument();
    expect(screen.queryByText('Liste yüklenemedi.')).toBeNull();
    expect(dataProvider.getList).toHaveBeenCalledTimes(2);
  });
});
