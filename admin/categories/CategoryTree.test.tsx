import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCategory } from '../../shared/schemas/category';
import { renderWithAdmin, writes } from '../common/testUtils';
import type { RecordedRequest } from '../testing/fakeFetch';
import { CategoryList } from './CategoryList';
import { keyboardDrag } from '../testing/keyboardDrag';
import { dragShift, layOut } from '../testing/layOut';

const category = (
  id: number,
  tr: string,
  parentId: number | null,
  products: number,
  subs: AdminCategory[] = [],
): AdminCategory => ({
  id,
  section: 'educations',
  parent_id: parentId,
  seo_name: `kategori-${id}`,
  name: { tr, en: `Category ${id}` },
  seo_title: {},
  seo_description: {},
  queue: 0,
  active: 1,
  product_count: products,
  sub_categories: subs,
  deleted_at: null,
});

const tree = [
  category(1, 'Bilgi Teknolojileri', null, 0, [
    category(11, 'Yazılım Geliştirme', 1, 2),
    category(12, 'Siber Güvenlik', 1, 1),
    category(13, 'Veri Analitiği', 1, 0),
  ]),
  category(2, 'Yönetim', null, 0, [category(21, 'Proje Yönetimi', 2, 3)]),
  category(3, 'Yabancı Dil', null, 0),
];

/* Each row is 50 px below the one before it within its own list. */
function layOutRows() {
  layOut((element) => {
    const row = element.closest<HTMLElement>('[data-sortable-index]');
    if (!row) return null;
    return {
      left: 0,
      top: Number(row.dataset.sortableIndex) * 50 + dragShift(row).y,
      width: 400,
      height: 50,
    };
  });
}

function renderTree(
  write: (request: RecordedRequest) => { status?: number; body?: unknown } = () => ({
    body: { success: true, message: 'Değiştirildi!' },
  }),
) {
  return renderWithAdmin(<CategoryList />, (request) =>
    request.method === 'GET' ? { body: { success: true, data: tree } } : write(request),
  );
}

const subsOf = (name: string) => screen.getByRole('region', { name: `${name}: alt kategoriler` });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByText(/./)[0].textContent);

const moveDown = (name: string) => keyboardDrag(name, 'ArrowDown');

beforeEach(layOutRows);
afterEach(() => vi.restoreAllMocks());

describe('the category tree', () => {
  it('asks for the courses section and shows each sub-category under its own parent', async () => {
    const { server } = renderTree();
    await screen.findByText('Bilgi Teknolojileri');
    expect(server.requests[0].url).toContain('section=educations');
    expect(names(subsOf('Bilgi Teknolojileri'))).toEqual([
      'Yazılım Geliştirme',
      'Siber Güvenlik',
      'Veri Analitiği',
    ]);
    expect(names(subsOf('Yönetim'))).toEqual(['Proje Yönetimi']);
    expect(within(subsOf('Yönetim')).queryByText('Siber Güvenlik')).toBeNull();
    // A main category counts its sub-categories' courses.
    const main = screen.getByText('Bilgi Teknolojileri').closest('li') as HTMLElement;
    expect(within(main).getAllByText('3 eğitim')[0]).toBeInTheDocument();
    expect(screen.getByText('Alt kategori yok')).toBeInTheDocument();
  });

  it('reorders sub-categories within their parent: one request with section, sub_category and queue', async () => {
    const { server } = renderTree();
    await screen.findByText('Siber Güvenlik');
    await moveDown('Yazılım Geliştirme');
    expect(names(subsOf('Bilgi Teknolojileri'))).toEqual([
      'Siber Güvenlik',
      'Yazılım Geliştirme',
      'Veri Analitiği',
    ]);
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    expect(writes(server)[0]).toMatchObject({
      url: '/api/admin/categories/queue',
      body: { section: 'educations', sub_category: '1', queue: '[12,11,13]', _method: 'PUT' },
    });
  });

  it('reorders main categories within the section, without a parent', async () => {
    const { server } = renderTree();
    await screen.findByText('Yabancı Dil');
    await moveDown('Yönetim');
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    expect(writes(server)[0].body).toEqual({
      section: 'educations',
      sub_category: '',
      queue: '[1,3,2]',
      _method: 'PUT',
    });
  });

  it("moves a category to the trash in one click; the server's refusal brings it back", async () => {
    const refusal =
      'Bu kategoriye bağlı eğitimler var. Önce eğitimleri başka bir kategoriye taşıyın veya silin.';
    const { server } = renderTree(() => ({ status: 422, body: { success: false, message: refusal } }));
    await screen.findByText('Proje Yönetimi');
    const row = screen.getByText('Proje Yönetimi').closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Çöpe Taşı' }));
    expect(await screen.findByText('Çöpe Taşındı!')).toBeInTheDocument();
    // Sent once the notice closes without an undo.
    expect(await screen.findByText(`Başarısız! ${refusal}`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(writes(server)[0]).toMatchObject({ url: '/api/admin/categories/21', body: { _method: 'DELETE' } });
    expect(screen.getByText('Proje Yönetimi')).toBeInTheDocument();
  }, 12_000);

  it('selects categories of both levels for a bulk action in one request', async () => {
    const { server } = renderTree(() => ({
      body: { success: true, message: '2 kategori yayından kaldırıldı.' },
    }));
    await screen.findByText('Proje Yönetimi');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seç: Yönetim' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seç: Siber Güvenlik' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yayından Kaldır' }));
    expect(await screen.findByText('2 kategori yayından kaldırıldı.')).toBeInTheDocument();
    expect(writes(server)[0]).toMatchObject({
      url: '/api/admin/categories/bulk',
      body: { action: 'unpublish', ids: '[2,12]', _method: 'PUT' },
    });
  });

  it('shows each category as published or draft', async () => {
    renderTree();
    await screen.findByText('Proje Yönetimi');
    expect(screen.getAllByText('Yayında')).toHaveLength(7);
  });

  it('shows the trash of the section flat, and no drag handles there', async () => {
    const { server } = renderTree();
    await screen.findByText('Proje Yönetimi');
    await userEvent.click(screen.getByRole('tab', { name: 'Çöp Kutusu' }));
    await waitFor(() => expect(server.requests.at(-1)?.url).toContain('trashed=1'));
    expect(server.requests.at(-1)?.url).toContain('section=educations');
    expect(screen.queryByRole('link', { name: /Oluştur/ })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Sırala:/ })).toBeNull());
    expect(screen.getAllByRole('button', { name: 'Geri Al' }).length).toBeGreaterThan(0);
  });
});
