import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/httpClient';
import { renderSite } from '../test/renderSite';
import { QueryView } from './LoadState';

const query = ({ data, error }: { data?: string; error?: Error }) => ({ data, error, mutate: vi.fn() });

describe('QueryView', () => {
  it('shows a labelled loading state, then the content', () => {
    const view = renderSite(<QueryView query={query({})}>{(data) => <p>{data}</p>}</QueryView>);
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor…');
    view.rerender(<QueryView query={query({ data: 'Eğitim Takvimi' })}>{(data) => <p>{data}</p>}</QueryView>);
    expect(screen.getByText('Eğitim Takvimi')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a clear error with a retry that refetches', async () => {
    const failed = query({ error: new ApiError(0, 'Sistem Hatası') });
    renderSite(<QueryView query={failed}>{(data) => <p>{data}</p>}</QueryView>);
    expect(screen.getByRole('alert')).toHaveTextContent('İçerik yüklenemedi.');
    await userEvent.setup().click(screen.getByRole('button', { name: /Tekrar Dene/ }));
    expect(failed.mutate).toHaveBeenCalledTimes(1);
  });

  it('sends an unknown record (API 404) to the /404 page', () => {
    renderSite(
      <Routes>
        <Route
          path="/kurs/:seo_name"
          element={
            <QueryView query={query({ error: new ApiError(404, 'Bulunamadı') })} notFoundRedirect>
              {(data) => <p>{data}</p>}
            </QueryView>
          }
        />
        <Route path="/404" element={<p>sayfa yok</p>} />
      </Routes>,
      { path: '/kurs/olmayan' },
    );
    expect(screen.getByText('sayfa yok')).toBeInTheDocument();
  });
});
