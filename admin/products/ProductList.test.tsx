import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '../testing/fakeFetch';
import { listQueries, rowOf, writesTo } from '../testing/listRequests';
import { preparePanel, renderPanelAt } from '../testing/renderPanel';
import products from '.';

/*
 * The course list (issue 28): each course's status, the trash view (section kept, trashed=1), bulk actions
 * in one request, and the undoable move of one course to the trash.
 */

interface Course {
  id: number;
  title: { tr: string };
  seo_name: string;
  section: string;
  category_name: { tr: string };
  is_published: number;
  is_popular: number;
  queue: number;
  cover_url: null;
  next_session_at: null;
  deleted_at: string | null;
}

const course = (id: number, title: string, changes: Partial<Course> = {}): Course => ({
  id,
  title: { tr: title },
  seo_name: `egitim-${id}`,
  section: 'educations',
  category_name: { tr: 'Yönetim' },
  is_published: 1,
  is_popular: 0,
  queue: id,
  cover_url: null,
  next_session_at: null,
  deleted_at: null,
  ...changes,
});

let courses: Course[];

function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const method = String(request.body?._method ?? request.method);
  const ok = (data: unknown, message?: string) => ({ body: { success: true, message, data } });
  if (url.pathname === '/api/admin/products' && method === 'GET') {
    const trashed = url.searchParams.get('trashed') === '1';
    const found = courses.filter((candidate) => Boolean(candidate.deleted_at) === trashed);
    return ok({ items: found, page: 1, per_page: 20, total: found.length, last_page: 1 });
  }
  if (url.pathname === '/api/admin/products/bulk' && method === 'PUT') {
    const ids = JSON.parse(String(request.body?.ids)) as number[];
    for (const candidate of courses) {
      if (!ids.includes(candidate.id)) continue;
      if (request.body?.action === 'unpublish') candidate.is_published = 0;
      if (request.body?.action === 'trash') candidate.deleted_at = new Date().toISOString();
    }
    return ok({ ids }, `${ids.length} eğitim işlendi.`);
  }
  const one = /^\/api\/admin\/products\/(\d+)$/.exec(url.pathname);
  const target = one ? courses.find((candidate) => candidate.id === Number(one[1])) : undefined;
  if (target && method === 'DELETE') {
    target.deleted_at = new Date().toISOString();
    return ok(target, 'Çöpe taşındı!');
  }
  return ok([]);
}

const courseWrites = (server: ReturnType<typeof renderPanelAt>) => writesTo(server, 'products');
const courseLists = (server: ReturnType<typeof renderPanelAt>) => listQueries(server, 'products');

function renderCourses() {
  preparePanel(['dashboard', 'content']);
  const server = renderPanelAt('/admin/pages/educations', [products], respond);
  return { server, loaded: screen.findByText('İç Denetim', {}, { timeout: 5000 }) };
}

beforeEach(() => {
  courses = [
    course(3, 'İç Denetim', { is_popular: 1 }),
    course(2, 'Risk Yönetimi', { is_published: 0 }),
    course(1, 'Eski Eğitim', { deleted_at: new Date().toISOString() }),
  ];
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the course list', () => {
  it('shows each course as published or draft, and the popular mark', async () => {
    const { loaded } = renderCourses();
    await loaded;
    expect(within(rowOf('İç Denetim')).getByText('Yayında')).toBeVisible();
    expect(within(rowOf('İç Denetim')).getByText('Popüler')).toBeVisible();
    expect(within(rowOf('Risk Yönetimi')).getByText('Taslak')).toBeVisible();
    expect(screen.queryByText('Eski Eğitim')).toBeNull();
    expect(screen.getByPlaceholderText('Eğitim ara')).toBeVisible();
  });

  it('shows the trash of the section: no create or reorder button there', async () => {
    const { server, loaded } = renderCourses();
    await loaded;
    expect(screen.getByRole('button', { name: 'Sıralamayı Düzenle' })).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Çöp Kutusu' }));
    await screen.findByText('Eski Eğitim');
    expect(courseLists(server).at(-1)).toMatchObject({
      section: 'educations',
      trashed: '1',
      sort: 'deleted_at',
      order: 'DESC',
    });
    expect(within(rowOf('Eski Eğitim')).getByText('Çöpte')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Oluştur/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sıralamayı Düzenle' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Kayıtlar' }));
    await screen.findByText('İç Denetim');
    expect(courseLists(server).at(-1)).toMatchObject({ sort: 'queue', order: 'DESC' });
    expect(courseLists(server).at(-1)).not.toHaveProperty('trashed');
  });

  it('unpublishes and trashes the selected courses, each in one request', async () => {
    const { server, loaded } = renderCourses();
    await loaded;
    fireEvent.click(within(rowOf('İç Denetim')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Yayından Kaldır' }));
    expect(await screen.findByText('1 eğitim işlendi.')).toBeVisible();
    await waitFor(() => expect(within(rowOf('İç Denetim')).getByText('Taslak')).toBeVisible());

    fireEvent.click(within(rowOf('İç Denetim')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('Risk Yönetimi')).getByRole('checkbox'));
    const toolbar = document.querySelector('.RaBulkActionsToolbar-toolbar') as HTMLElement;
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Çöpe Taşı' }));
    await waitFor(() => expect(screen.queryByText('Risk Yönetimi')).toBeNull());
    expect(courseWrites(server)).toEqual([
      ['PUT', '/api/admin/products/bulk', 'unpublish', '[3]'],
      ['PUT', '/api/admin/products/bulk', 'trash', '[3,2]'],
    ]);
  });

  it('moves one course to the trash in one click, undone by "Geri Al"', async () => {
    const { server, loaded } = renderCourses();
    await loaded;
    fireEvent.click(within(rowOf('Risk Yönetimi')).getByRole('button', { name: 'Çöpe Taşı' }));
    expect(await screen.findByText('Çöpe Taşındı!')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Risk Yönetimi')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Geri Al' }));
    expect(await screen.findByText('Risk Yönetimi')).toBeVisible();
    expect(courseWrites(server)).toEqual([]);
  });
});
