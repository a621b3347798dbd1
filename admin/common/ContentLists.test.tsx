import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import brands from '../brands';
import instructors from '../instructors';
import type { AdminScreen } from '../navigation/screen';
import openPositions from '../openPositions';
import type { RecordedRequest } from '../testing/fakeFetch';
import { listQueries } from '../testing/listRequests';
import { preparePanel, renderPanelAt } from '../testing/renderPanel';

/*
 * The drag-ordered content lists (issue 28): a paged, searchable list with each record's status and a
 * trash, their reorder view a button away.
 */

const record = (id: number, name: string, active: number, deletedAt: string | null = null) => ({
  id,
  name,
  title: { tr: name },
  seo_name: `kayit-${id}`,
  website: '',
  location: 'İstanbul',
  employment_type: 'full_time',
  product_ids: [],
  photo_thumb_url: null,
  logo_thumb_url: null,
  active,
  queue: id,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  deleted_at: deletedAt,
});

const records = [
  record(1, 'Ayşe Demir', 1),
  record(2, 'Mehmet Kaya', 0),
  record(3, 'Zeynep Ak', 1, '2026-11-21T09:00:00.000Z'),
];

function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const ok = (data: unknown) => ({ body: { success: true, data } });
  if (!/^\/api\/admin\/(instructors|brands|open-positions)$/.test(url.pathname)) return ok([]);
  const trashed = url.searchParams.get('trashed') === '1';
  return ok(records.filter((item) => Boolean(item.deleted_at) === trashed));
}

interface Case {
  path: string;
  screen: AdminScreen;
  api: string;
  permission: string;
}

const cases: Case[] = [
  { path: '/admin/pages/instructors', screen: instructors, api: 'instructors', permission: 'content' },
  { path: '/admin/pages/services/brands', screen: brands, api: 'brands', permission: 'content' },
  { path: '/admin/open-positions', screen: openPositions, api: 'open-positions', permission: 'inbox' },
];

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the drag-ordered content lists', () => {
  it.each(cases)(
    '$api: status, search, trash and the reorder view',
    async ({ path, screen: def, api, permission }) => {
      preparePanel(['dashboard', permission]);
      const server = renderPanelAt(path, [def], respond);
      const [first] = await screen.findAllByText('Ayşe Demir', {}, { timeout: 5000 });
      expect(within(first.closest('tr') as HTMLElement).getByText('Yayında')).toBeVisible();
      expect(
        within(screen.getAllByText('Mehmet Kaya')[0].closest('tr') as HTMLElement).getByText('Taslak'),
      ).toBeVisible();
      expect(screen.getByPlaceholderText('Ara')).toBeVisible();

      fireEvent.click(screen.getByRole('tab', { name: 'Çöp Kutusu' }));
      await screen.findAllByText('Zeynep Ak');
      expect(listQueries(server, api).at(-1)).toMatchObject({
        trashed: '1',
        sort: 'deleted_at',
        order: 'DESC',
      });
      expect(screen.queryByRole('button', { name: 'Sıralamayı Düzenle' })).toBeNull();

      fireEvent.click(screen.getByRole('tab', { name: 'Kayıtlar' }));
      await screen.findAllByText('Ayşe Demir');
      fireEvent.click(screen.getByRole('button', { name: 'Sıralamayı Düzenle' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Sırala: Ayşe Demir' })).toBeVisible());
    },
    20_000,
  );
});
