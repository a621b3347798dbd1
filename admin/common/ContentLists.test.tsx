import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import brands from '../brands';
import instructors from '../instructors';
import type { AdminScreen } from '../navigation/screen';
import openPositions from '../openPositions';
import { listQueries } from '../testing/listRequests';
import { prepareRealPanel, realApiForFile, renderRealPanelAt } from '../testing/realApi';

/*
 * The drag-ordered content lists (issue 28): a paged, searchable list with each record's status and a
 * trash, their reorder view a button away; against the real API (issue 33).
 */

const api = realApiForFile();

/** Each list's three records: published, a draft, and one in the trash. */
const people = [
  { name: 'Ayşe Demir', active: 1, deleted_at: null },
  { name: 'Mehmet Kaya', active: 0, deleted_at: null },
  { name: 'Zeynep Ak', active: 1, deleted_at: '2026-11-21T09:00:00.000Z' },
] as const;

beforeAll(async () => {
  const db = api().testApp.app.db;
  for (const [index, { name, active, deleted_at }] of people.entries()) {
    const queue = index + 1;
    const seo_name = `kayit-${queue}`;
    await db
      .insertInto('instructors')
      .values({ name, seo_name, title: '{}', biography: '{}', photo_path: null, queue, active, deleted_at })
      .execute();
    await db
      .insertInto('brands')
      .values({
        name,
        seo_name,
        description: '{}',
        logo_path: null,
        website: null,
        queue,
        active,
        deleted_at,
      })
      .execute();
    await db
      .insertInto('open_positions')
      .values({
        title: JSON.stringify({ tr: name }),
        location: 'İstanbul',
        employment_type: 'full_time',
        description: '{}',
        active,
        queue,
        created_at: '2026-11-20T09:00:00.000Z',
        updated_at: '2026-11-20T09:00:00.000Z',
        deleted_at,
      })
      .execute();
  }
});

interface Case {
  path: string;
  screen: AdminScreen;
  api: string;
}

const cases: Case[] = [
  { path: '/admin/pages/instructors', screen: instructors, api: 'instructors' },
  { path: '/admin/pages/services/brands', screen: brands, api: 'brands' },
  { path: '/admin/open-positions', screen: openPositions, api: 'open-positions' },
];

describe('the drag-ordered content lists', () => {
  it.each(cases)(
    '$api: status, search, trash and the reorder view',
    async ({ path, screen: def, api: resource }) => {
      renderRealPanelAt(api(), path, [def]);
      const [first] = await screen.findAllByText('Ayşe Demir', {}, { timeout: 5000 });
      expect(within(first.closest('tr') as HTMLElement).getByText('Yayında')).toBeVisible();
      expect(
        within(screen.getAllByText('Mehmet Kaya')[0].closest('tr') as HTMLElement).getByText('Taslak'),
      ).toBeVisible();
      expect(screen.getByPlaceholderText('Ara')).toBeVisible();

      fireEvent.click(screen.getByRole('tab', { name: 'Çöp Kutusu' }));
      await screen.findAllByText('Zeynep Ak');
      expect(listQueries(api(), resource).at(-1)).toMatchObject({
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
    30_000,
  );

  it('shows a phone one line per record with its status instead of the table', async () => {
    await prepareRealPanel(api(), 390);
    renderRealPanelAt(api(), '/admin/pages/services/brands', [brands]);
    expect((await screen.findAllByText('Ayşe Demir', {}, { timeout: 5000 }))[0]).toBeVisible();
    expect(screen.getByText('Taslak')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  }, 30_000);
});
