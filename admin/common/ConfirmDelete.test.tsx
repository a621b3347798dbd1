import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import contracts from '../contracts';
import news from '../news';
import type { RecordedRequest } from '../testing/fakeFetch';
import { preparePanel, renderPanelAt } from '../testing/renderPanel';
import { writes } from './testUtils';

/*
 * A delete asks the spec's question (SPEC §5) and, beneath it, names the record (issue 28): the resource's
 * recordRepresentation, a per-language name in Turkish. On a content list that is the permanent delete,
 * from the trash (moving a record to the trash is one undoable click).
 */

const newsItem = {
  id: 7,
  title: { tr: 'Python ile Veri Analizi', en: 'Data Analysis with Python' },
  seo_name: 'python-ile-veri-analizi',
  image_thumb_url: null,
  published_at: '2026-11-20T09:00:00.000Z',
  active: 1,
  deleted_at: '2026-11-21T09:00:00.000Z',
};
const contract = {
  id: 3,
  name: { tr: 'Çerez Politikası', en: 'Cookie Policy' },
  seo_name: 'cerez-politikasi',
  updated_at: '2026-11-20T09:00:00.000Z',
  deleted_at: '2026-11-21T09:00:00.000Z',
};

function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const ok = (data: unknown) => ({ body: { success: true, data } });
  if (url.pathname.endsWith('count')) return ok({ count: 0 });
  const list = (item: unknown) => ok({ items: [item], page: 1, per_page: 25, total: 1, last_page: 1 });
  if (url.pathname === '/api/admin/news') return list(newsItem);
  if (url.pathname === '/api/admin/contracts') return list(contract);
  return ok([]);
}

beforeEach(() => preparePanel(['dashboard', 'content', 'contracts']));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openDelete(rowText: string) {
  fireEvent.click(await screen.findByRole('tab', { name: 'Çöp Kutusu' }, { timeout: 5000 }));
  await screen.findByText(rowText, {}, { timeout: 5000 });
  const button = await waitFor(() =>
    within(screen.getByText(rowText).closest('tr')!).getByRole('button', { name: 'Kalıcı Olarak Sil' }),
  );
  fireEvent.click(button);
  return screen.findByRole('dialog');
}

describe('the delete confirmation', () => {
  it.each([
    ['/admin/pages/news', news, 'Python ile Veri Analizi'],
    ['/admin/contracts', contracts, 'Çerez Politikası'],
  ])('%s: the spec texts, and the record named beneath', async (path, screenDef, name) => {
    const server = renderPanelAt(path, [screenDef], respond);
    const dialog = await openDelete(name);
    expect(within(dialog).getByText('Emin Misin?!')).toBeInTheDocument();
    expect(within(dialog).getByText('Kalıcı Olarak Silinecek!')).toBeInTheDocument();
    expect(within(dialog).getByText(`«${name}» kalıcı olarak silinecek!`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Evet, Sil!' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    expect(writes(server)).toHaveLength(0);
  });
});
