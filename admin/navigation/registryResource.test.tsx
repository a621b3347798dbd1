import { screen, within } from '@testing-library/react';
import { List, SimpleList } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../shared/httpClient';
import type { AdminRouteName } from '../../shared/adminResources';
import { createDataProvider } from '../dataProvider/dataProvider';
import { fakeFetch } from '../testing/fakeFetch';
import { preparePanel, renderPanelAt } from '../testing/renderPanel';
import { throwawayResource } from '../testing/throwawayResource';
import { defineScreen } from './screen';

// The one line a developer writes: the registry entry. Nothing else of the panel is told about it.
vi.mock('../../shared/adminResources', async (importOriginal) =>
  (await import('../testing/throwawayResource')).withThrowawayResource(importOriginal),
);

const NoteIcon = () => null;
const NoteList = () => (
  <List>
    <SimpleList primaryText="%{title}" />
  </List>
);
// The resource's folder: its index.ts would default-export this.
const notes = defineScreen(throwawayResource.menu.route as AdminRouteName, {
  icon: NoteIcon,
  list: NoteList,
});

const notesAnswer = () => ({
  body: {
    success: true,
    data: { items: [{ id: 4, title: 'İlk not' }], page: 1, per_page: 25, total: 1, last_page: 1 },
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('a resource added through the registry alone', () => {
  it('shows in the menu under its group, with its label, and lists through the data provider', async () => {
    preparePanel(['dashboard', 'languages']);
    const server = renderPanelAt('/admin/throwaway-notes', [notes], notesAnswer);
    const nav = await screen.findByRole('navigation', { name: 'Menü' });
    expect(within(nav).getByText('Form Bilgileri')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Deneme Notları/ })).toHaveAttribute(
      'href',
      '/admin/throwaway-notes',
    );
    expect(await screen.findByText('İlk not')).toBeInTheDocument();
    const list = server.requests.find((request) => request.url.startsWith('/api/admin/throwaway-notes'));
    expect(list?.url).toMatch(/^\/api\/admin\/throwaway-notes\?/);
    expect(list?.url).toContain('kind=note');
  });

  it('follows its spec paths to react-admin views', async () => {
    preparePanel(['dashboard', 'languages']);
    renderPanelAt('/admin/notes-for-tests', [notes], notesAnswer);
    expect(await screen.findByText('İlk not')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/throwaway-notes');
  });

  it('stays out of the menu, and its paths are denied, for a role without its permission', async () => {
    preparePanel(['dashboard']);
    renderPanelAt('/admin/notes-for-tests', [notes], notesAnswer);
    expect(
      await within(await screen.findByRole('main')).findByRole('heading', { name: 'Erişim Engellendi' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menü' });
    expect(within(nav).queryByText('Deneme Notları')).toBeNull();
  });

  it('is reachable through the data provider at its registry path', async () => {
    const server = fakeFetch(() => ({ body: { success: true, data: { id: 4, title: 'İlk not' } } }));
    const provider = createDataProvider(createHttpClient({ fetch: server.fetch, getToken: () => 'token' }));
    await provider.getOne('throwaway-notes', { id: 4 });
    await provider.delete('throwaway-notes', { id: 4, previousData: { id: 4 } });
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/admin/throwaway-notes/4',
      'POST /api/admin/throwaway-notes/4',
    ]);
    expect(server.requests[1].body?._method).toBe('DELETE');
  });
});
