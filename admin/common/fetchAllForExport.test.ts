import { describe, expect, it, vi } from 'vitest';
import { fetchAllForExport } from './fetchAllForExport';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));

describe('fetchAllForExport', () => {
  it('reads page after page of 100 until the total, with the filters and sort', async () => {
    const getList = vi.fn(async (_resource: string, params: { pagination: { page: number } }) => {
      const page = params.pagination.page;
      return { data: rows((page - 1) * 100, page < 3 ? 100 : 50), total: 250 };
    });
    const records = await fetchAllForExport({ getList } as never, 'news', {
      filter: { q: 'çağrı' },
      sort: { field: 'published_at', order: 'DESC' },
    });
    expect(records).toHaveLength(250);
    expect(records[249]).toEqual({ id: 249 });
    expect(getList).toHaveBeenCalledTimes(3);
    expect(getList.mock.calls[2]).toEqual([
      'news',
      {
        filter: { q: 'çağrı' },
        sort: { field: 'published_at', order: 'DESC' },
        pagination: { page: 3, perPage: 100 },
      },
    ]);
  });

  it('stops at the total when the last page is full, and at the cap', async () => {
    const full = vi.fn(async (_r: string, p: { pagination: { page: number } }) => ({
      data: rows((p.pagination.page - 1) * 100, 100),
      total: 200,
    }));
    expect(await fetchAllForExport({ getList: full } as never, 'users', {})).toHaveLength(200);
    expect(full).toHaveBeenCalledTimes(2);

    const endless = vi.fn(async (_r: string, p: { pagination: { page: number } }) => ({
      data: rows((p.pagination.page - 1) * 100, 100),
      total: 1_000_000,
    }));
    expect(await fetchAllForExport({ getList: endless } as never, 'users', {}, 300)).toHaveLength(300);
    expect(endless).toHaveBeenCalledTimes(3);
  });
});
