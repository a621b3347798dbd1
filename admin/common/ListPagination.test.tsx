import { render, screen } from '@testing-library/react';
import { AdminContext, type ListControllerResult, ListContextProvider, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { mockViewport } from '../testing/matchMedia';
import { ListPagination } from './ListPagination';

const list = {
  page: 2,
  perPage: 10,
  total: 45,
  hasNextPage: true,
  hasPreviousPage: true,
  isPending: false,
  isLoading: false,
  setPage: () => undefined,
  setPerPage: () => undefined,
  resource: 'brands',
} as unknown as ListControllerResult;

describe('ListPagination', () => {
  it('names its page buttons in the panel’s Turkish on a phone too (issue 30)', () => {
    // On a phone react-admin shows MUI's own pagination, whose buttons are named in English by default.
    mockViewport(375);
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ListContextProvider value={list}>
          <ListPagination />
        </ListContextProvider>
      </AdminContext>,
    );
    expect(screen.getByRole('button', { name: 'Sonraki sayfaya git' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki sayfaya git' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Go to/ })).toBeNull();
    // The phone's pagination indeed: no rows-per-page selector.
    expect(screen.queryByText(/Sayfa başına/)).toBeNull();
  });
});
