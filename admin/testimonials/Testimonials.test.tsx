import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminClientReference, AdminTestimonial } from '../../shared/schemas/testimonial';
import type { RecordedRequest } from '../testing/fakeFetch';
import { preparePanel, renderPanelAt } from '../testing/renderPanel';
import screens from '.';

/*
 * Issue 32: the testimonials and client references screens: lists with status, trash and reorder, and edit
 * forms that send what the server reads (the course, the quote per language; never the image's URLs).
 */

// A whole panel renders here (lazy screens, react-admin): give its queries time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const times = { created_at: '2026-11-20T09:00:00.000Z', updated_at: '2026-11-20T09:00:00.000Z' };
const testimonial = (
  id: number,
  name: string,
  active: number,
  deletedAt: string | null = null,
): AdminTestimonial => ({
  id,
  person_name: name,
  person_title: { tr: 'Finans Müdürü, Örnek Lojistik' },
  quote: { tr: `${name}: eğitimden sonra raporlarımızı yarı sürede hazırlıyoruz.` },
  product_id: id === 1 ? 5 : null,
  image_url: null,
  image_thumb_url: null,
  queue: 10 - id,
  active,
  ...times,
  deleted_at: deletedAt,
});
const testimonials = [
  testimonial(1, 'Gülşen Öztürk', 1),
  testimonial(2, 'Can Şahin', 0),
  testimonial(3, 'İpek Çelik', 1, '2026-11-21T09:00:00.000Z'),
];
const reference: AdminClientReference = {
  id: 4,
  name: 'Örnek Enerji',
  url: 'https://ornek.com.tr',
  logo_url: null,
  logo_thumb_url: null,
  queue: 1,
  active: 1,
  ...times,
  deleted_at: null,
};

function respond(request: RecordedRequest) {
  const url = new URL(request.url, 'http://localhost');
  const ok = (data: unknown) => ({ body: { success: true, message: 'Güncellendi!', data } });
  const page = (items: unknown[]) => ok({ items, page: 1, per_page: 20, total: items.length, last_page: 1 });
  if (url.pathname === '/api/admin/products/select-options') {
    return ok([
      { id: 5, name: 'Excel İleri Düzey' },
      { id: 6, name: 'İç Denetim' },
    ]);
  }
  if (url.pathname === '/api/admin/testimonials') {
    const trashed = url.searchParams.get('trashed') === '1';
    return page(testimonials.filter((item) => Boolean(item.deleted_at) === trashed));
  }
  if (url.pathname === '/api/admin/testimonials/1') return ok(testimonials[0]);
  if (url.pathname === '/api/admin/client-references') return page([reference]);
  if (url.pathname === '/api/admin/client-references/4') return ok(reference);
  return ok([]);
}

const writes = (server: { requests: RecordedRequest[] }) =>
  server.requests.filter((request) => request.method !== 'GET');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('testimonials and client references in the back office', { timeout: 30_000 }, () => {
  it('lists testimonials with their status and quote, a trash and the reorder view', async () => {
    preparePanel(['dashboard', 'content']);
    renderPanelAt('/admin/pages/testimonials', screens, respond);
    const [first] = await screen.findAllByText('Gülşen Öztürk');
    const row = first.closest('tr') as HTMLElement;
    expect(within(row).getByText('Yayında')).toBeVisible();
    expect(within(row).getByText('Finans Müdürü, Örnek Lojistik')).toBeVisible();
    expect(
      within(screen.getAllByText('Can Şahin')[0].closest('tr') as HTMLElement).getByText('Taslak'),
    ).toBeVisible();
    expect(screen.queryByText('İpek Çelik')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Çöp Kutusu' }));
    await screen.findAllByText('İpek Çelik');
    fireEvent.click(screen.getByRole('tab', { name: 'Kayıtlar' }));
    await screen.findAllByText('Gülşen Öztürk');
    fireEvent.click(screen.getByRole('button', { name: 'Sıralamayı Düzenle' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sırala: Gülşen Öztürk' })).toBeVisible());
  });

  it('edits a testimonial: sends the name, the quote per language and the course, not the image URLs', async () => {
    preparePanel(['dashboard', 'content']);
    const server = renderPanelAt('/admin/testimonials/1', screens, respond);
    const name = await screen.findByDisplayValue('Gülşen Öztürk');
    expect(await screen.findByDisplayValue('Excel İleri Düzey')).toBeVisible();
    fireEvent.change(name, { target: { value: 'Gülşen Öztürk Kaya' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    const [put] = writes(server);
    expect(put.url).toBe('/api/admin/testimonials/1');
    const body = put.body ?? {};
    expect(body.person_name).toBe('Gülşen Öztürk Kaya');
    expect(String(body.product_id)).toBe('5');
    expect(JSON.stringify(body)).toContain('raporlarımızı yarı sürede');
    expect(body).not.toHaveProperty('image_url');
    expect(body).not.toHaveProperty('image_thumb_url');
  });

  it('refuses a testimonial without its Turkish quote before sending it', async () => {
    preparePanel(['dashboard', 'content']);
    const server = renderPanelAt('/admin/testimonials/create', screens, respond);
    fireEvent.change(await screen.findByLabelText(/Ad Soyad/), { target: { value: 'Deniz Yıldız' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect((await screen.findAllByText('Bu Alan Zorunlu')).length).toBeGreaterThan(0);
    expect(writes(server)).toHaveLength(0);
  });

  it('lists and edits client references', async () => {
    preparePanel(['dashboard', 'content']);
    const server = renderPanelAt('/admin/client-references/4', screens, respond);
    const name = await screen.findByDisplayValue('Örnek Enerji');
    fireEvent.change(name, { target: { value: 'Örnek Enerji A.Ş.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes(server)).toHaveLength(1));
    expect(writes(server)[0]).toMatchObject({
      url: '/api/admin/client-references/4',
      body: expect.objectContaining({ name: 'Örnek Enerji A.Ş.', url: 'https://ornek.com.tr' }),
    });
  });
});
