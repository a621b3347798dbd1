import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Edit, ResourceContextProvider, TextInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import type { RecordedRequest } from '../testing/fakeFetch';
import { AdminSimpleForm } from './AdminForms';
import { PublicPageActions } from './PublicPageButtons';
import { renderWithAdmin, writes } from './testUtils';

/* "Önizle" and "Sitede Gör" on a content record's edit screen, with its status (issue 28). */

const publicOrigin = 'https://akademi.example';
const previewUrl = `${publicOrigin}/haber/bahar-donemi?preview=news.4.1900000000.c2lnbmF0dXJl`;

function server(news: Record<string, unknown>, preview?: { status: number; body: unknown }) {
  return (request: RecordedRequest) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path === '/api/admin/news/4') return { body: { success: true, data: { id: 4, ...news } } };
    if (path === '/api/admin/preview/origin')
      return { body: { success: true, data: { origin: publicOrigin } } };
    if (path === '/api/admin/preview' && request.method === 'POST') {
      return (
        preview ?? {
          status: 200,
          body: { success: true, data: { url: previewUrl, expires_at: '2030-03-17T17:46:40.000Z' } },
        }
      );
    }
    return { status: 404, body: { success: false, message: 'Adres bulunamadı' } };
  };
}

const editScreen = (
  <ResourceContextProvider value="news">
    <Edit id={4} mutationMode="pessimistic" actions={<PublicPageActions />}>
      <AdminSimpleForm>
        <TextInput source="seo_name" />
      </AdminSimpleForm>
    </Edit>
  </ResourceContextProvider>
);

const published = {
  seo_name: 'bahar-donemi',
  active: 1,
  published_at: '2020-01-01T09:00:00.000Z',
  deleted_at: null,
};

/** window.open as the browser does it: a new tab whose address the page may set once. */
function stubWindowOpen() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return { tab, open };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await i18nProvider.changeLocale('tr');
});

describe('PublicPageButtons', () => {
  it('links a published record to its address on the public site, in a new tab', async () => {
    renderWithAdmin(editScreen, server(published));
    expect(await screen.findByText('Yayında')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Sitede Gör' });
    await waitFor(() => expect(link).toHaveAttribute('href', `${publicOrigin}/haber/bahar-donemi`));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers no site link for a draft, a scheduled item or one in the trash, and says which it is', async () => {
    for (const [record, status] of [
      [{ ...published, active: 0 }, 'Taslak'],
      [{ ...published, published_at: '2099-01-01T09:00:00.000Z' }, 'Zamanlanmış'],
      [{ ...published, deleted_at: '2026-11-20T09:00:00.000Z' }, 'Çöpte'],
    ] as const) {
      const { unmount } = renderWithAdmin(editScreen, server(record));
      expect(await screen.findByText(status)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Önizle' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Sitede Gör' })).toBeNull();
      unmount();
    }
  });

  it('opens a tab at once and sends it to the signed preview address, without writing anything', async () => {
    const { tab, open } = stubWindowOpen();
    const { server: fake } = renderWithAdmin(editScreen, server({ ...published, active: 0 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Önizle' }));
    // Opened within the click (a tab opened after the request would be a blocked pop-up), cut from the panel.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.href).toBe(previewUrl));
    const posts = writes(fake);
    expect(posts.map((request) => new URL(request.url, 'http://x').pathname)).toEqual(['/api/admin/preview']);
    expect(posts[0].body).toMatchObject({ resource: 'news', id: '4' });
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the tab and says why when no address comes', async () => {
    const { tab } = stubWindowOpen();
    renderWithAdmin(
      editScreen,
      server(published, { status: 404, body: { success: false, message: 'Kayıt bulunamadı' } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Önizle' }));
    expect(await screen.findByText('Başarısız! Kayıt bulunamadı')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('speaks the panel’s language', async () => {
    await i18nProvider.changeLocale('en');
    renderWithAdmin(editScreen, server({ ...published, active: 0 }));
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
  });
});
