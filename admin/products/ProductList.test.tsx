import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listQueries, rowOf, writesTo } from '../testing/listRequests';
import { realApiForFile, renderRealPanelAt } from '../testing/realApi';
import products from '.';
/*
 * The course list (issue 28): each course's status, the trash view (section kept, trashed=1), bulk actions
 * in one request, and the undoable move of one course to the trash.
 */

/**
 * The three demo courses first in the list (highest queue), against the real API (issue 33), set before each
 * test to: `popular` published and popular, `draft` unpublished, `trashed` in the trash.
 */
const api = realApiForFile({ seed: true });
const course = { popular: { id: 0, title: '' }, draft: { id: 0, title: '' }, trashed: { id: 0, title: '' } };

interface StoredCourse {
  id: number;
  title: { tr: string };
  is_published: number;
  is_popular: number;
  deleted_at: string | null;
}

beforeAll(async () => {
  // Three courses left in the section: a page of twenty demo courses renders slowly in jsdom.
  const { db } = api().testApp.app;
  const kept = db
    .selectFrom('products')
    .select('id')
    .where('section', '=', 'educations')
    .orderBy('queue', 'desc')
    .limit(3);
  await db.deleteFrom('products').where('section', '=', 'educations').where('id', 'not in', kept).execute();
});

beforeEach(async () => {
  const { db } = api().testApp.app;
  const rows = await db
    .selectFrom('products')
    .select(['id', 'title'])
    .where('section', '=', 'educations')
    .orderBy('queue', 'desc')
    .limit(3)
    .execute();
  const [popular, draft, trashed] = rows.map((row) => ({
    id: row.id,
    title: (typeof row.title === 'string' ? JSON.parse(row.title) : row.title).tr as string,
  }));
  Object.assign(course, { popular, draft, trashed });
  const set = (id: number, values: { is_published: number; is_popular: number; deleted_at: string | null }) =>
    db.updateTable('products').set(values).where('id', '=', id).execute();
  await set(popular.id, { is_published: 1, is_popular: 1, deleted_at: null });
  await set(draft.id, { is_published: 0, is_popular: 0, deleted_at: null });
  await set(trashed.id, { is_published: 1, is_popular: 0, deleted_at: new Date().toISOString() });
});

/** The courses of the list as the server stored them, the trashed ones included. */
async function stored(id: number) {
  for (const trashed of ['0', '1']) {
    const { data } = await api().read<{ data: { items: StoredCourse[] } }>(
      `/api/admin/products?section=educations&per_page=100${trashed === '1' ? '&trashed=1' : ''}`,
    );
    const found = data.items.find((item) => item.id === id);
    if (found) return found;
  }
  throw new Error(`course ${id} is not listed`);
}

const courseWrites = () => writesTo(api(), 'products');
const courseLists = () => listQueries(api(), 'products');

function renderCourses() {
  renderRealPanelAt(api(), '/admin/pages/educations', [products]);
  return { loaded: screen.findByText(course.popular.title) };
}

// Twenty demo courses a page: slower to render than a fake's three on a busy machine.
describe('the course list', { timeout: 45_000 }, () => {
  it('shows each course as published or draft, and the popular mark', async () => {
    const { loaded } = renderCourses();
    await loaded;
    expect(within(rowOf(course.popular.title)).getByText('Yayında')).toBeVisible();
    expect(within(rowOf(course.popular.title)).getByText('Popüler')).toBeVisible();
    expect(within(rowOf(course.draft.title)).getByText('Taslak')).toBeVisible();
    expect(screen.queryByText(course.trashed.title)).toBeNull();
    expect(screen.getByPlaceholderText('Eğitim ara')).toBeVisible();
  });

  it('shows the trash of the section: no create or reorder button there', async () => {
    const { loaded } = renderCourses();
    await loaded;
    expect(screen.getByRole('button', { name: 'Sıralamayı Düzenle' })).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Çöp Kutusu' }));
    await screen.findByText(course.trashed.title);
    expect(courseLists().at(-1)).toMatchObject({
      section: 'educations',
      trashed: '1',
      sort: 'deleted_at',
      order: 'DESC',
    });
    expect(within(rowOf(course.trashed.title)).getByText('Çöpte')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Oluştur/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sıralamayı Düzenle' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Kayıtlar' }));
    await screen.findByText(course.popular.title);
    expect(courseLists().at(-1)).toMatchObject({ sort: 'queue', order: 'DESC' });
    expect(courseLists().at(-1)).not.toHaveProperty('trashed');
  });

  it('unpublishes and trashes the selected courses, each in one request', async () => {
    const { loaded } = renderCourses();
    await loaded;
    fireEvent.click(within(rowOf(course.popular.title)).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Yayından Kaldır' }));
    // The server's own word for a bulk change (the fake server this test had answered "1 eğitim işlendi.").
    expect(await screen.findByText('Güncellendi!')).toBeVisible();
    await waitFor(() => expect(within(rowOf(course.popular.title)).getByText('Taslak')).toBeVisible());

    fireEvent.click(within(rowOf(course.popular.title)).getByRole('checkbox'));
    fireEvent.click(within(rowOf(course.draft.title)).getByRole('checkbox'));
    const toolbar = document.querySelector('.RaBulkActionsToolbar-toolbar') as HTMLElement;
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Çöpe Taşı' }));
    await waitFor(() => expect(screen.queryByText(course.draft.title)).toBeNull());
    expect(courseWrites()).toEqual([
      ['PUT', '/api/admin/products/bulk', 'unpublish', `[${course.popular.id}]`],
      ['PUT', '/api/admin/products/bulk', 'trash', `[${course.popular.id},${course.draft.id}]`],
    ]);
    expect(await stored(course.popular.id)).toMatchObject({
      is_published: 0,
      deleted_at: expect.any(String),
    });
    expect((await stored(course.draft.id)).deleted_at).toEqual(expect.any(String));
  });

  it('moves one course to the trash in one click, undone by "Geri Al"', async () => {
    const { loaded } = renderCourses();
    await loaded;
    fireEvent.click(within(rowOf(course.draft.title)).getByRole('button', { name: 'Çöpe Taşı' }));
    expect(await screen.findByText('Çöpe Taşındı!')).toBeVisible();
    await waitFor(() => expect(screen.queryByText(course.draft.title)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Geri Al' }));
    expect(await screen.findByText(course.draft.title)).toBeVisible();
    expect(courseWrites()).toEqual([]);
    expect((await stored(course.draft.id)).deleted_at).toBeNull();
  });
});
