import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin, writes } from './testUtils';
import { TrashedBanner } from './TrashedBanner';
import { EditPageDeleteButton } from './TrashButton';

/* The edit page of a content record in the trash (issue 28): a banner with "Geri Al", a permanent delete. */

const trashed = {
  id: 7,
  title: { tr: 'Eski haber' },
  deleted_at: new Date(Date.now() - 120_000).toISOString(),
};
const live = { ...trashed, deleted_at: null };

function renderEditParts(record: typeof trashed | typeof live) {
  return renderWithAdmin(
    <ResourceContextProvider value="news">
      <RecordContextProvider value={record}>
        <TrashedBanner />
        <EditPageDeleteButton />
      </RecordContextProvider>
    </ResourceContextProvider>,
    () => ({ body: { success: true, message: 'Geri Alındı!', data: live } }),
  );
}

describe('the edit page of a trashed record', () => {
  it('says the record is in the trash, since when, and restores it', async () => {
    const { server } = renderEditParts(trashed);
    expect(screen.getByText('Bu kayıt çöp kutusunda.')).toBeVisible();
    expect(screen.getByText(/Çöpe taşındı: 2 dakika önce/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Geri Al' }));
    expect(await screen.findByText('Geri Alındı!')).toBeVisible();
    expect(writes(server).map((request) => [request.url, request.body])).toEqual([
      ['/api/admin/news/7/restore', { _method: 'PUT' }],
    ]);
  });

  it('deletes it for good only after the confirmation', async () => {
    const { server } = renderEditParts(trashed);
    fireEvent.click(screen.getByRole('button', { name: 'Kalıcı Olarak Sil' }));
    expect(await screen.findByText('Kalıcı Olarak Silinecek!')).toBeVisible();
    expect(writes(server)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Evet, Sil!' }));
    await waitFor(() =>
      expect(writes(server).map((request) => request.url)).toEqual(['/api/admin/news/7/permanent']),
    );
  });

  it('shows no banner for a live record, whose delete moves it to the trash', () => {
    renderEditParts(live);
    expect(screen.queryByText('Bu kayıt çöp kutusunda.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Çöpe Taşı' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Kalıcı Olarak Sil' })).toBeNull();
  });
});
