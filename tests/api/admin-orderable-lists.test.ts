import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/testApp.js';
import { useTestApp } from '../helpers/useTestApp.js';

const t = useTestApp();
let token: string;

beforeAll(async () => {
  token = await t.adminToken();
});

// The drag-reorder screens load a whole list and send the full order back, so these lists must be able to
// answer up to 500 rows in one page (other lists stop at 100).
describe('pages of drag-orderable lists', () => {
  it.each(['/api/admin/brands', '/api/admin/instructors', '/api/admin/products'])(
    '%s pages up to 500',
    async (url) => {
      const big = await t.app.inject({ method: 'GET', url: `${url}?per_page=300`, headers: bearer(token) });
      expect(big.json().data.per_page).toBe(300);
      const huge = await t.app.inject({
        method: 'GET',
        url: `${url}?per_page=100000`,
        headers: bearer(token),
      });
      expect(huge.json().data.per_page).toBe(500);
    },
  );

  it('other lists still stop at 100', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contracts?per_page=300',
      headers: bearer(token),
    });
    expect(res.json().data.per_page).toBe(100);
  });
});
