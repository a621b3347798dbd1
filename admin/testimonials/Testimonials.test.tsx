import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { prepareRealPanel, realApiForFile, renderRealPanelAt } from '../testing/realApi';
import screens from '.';

/*
 * Issue 32: the testimonials and client references screens: lists with status, trash and reorder, and edit
 * forms that send what the server reads (the course, the quote per language; never the image's URLs).
 * Against the real API (issue 33): the records stored before each test, what the forms saved read back from
 * the tables.
 */

const api = realApiForFile({ seed: true });
const db = () => api().testApp.app.db;
const ids: Record<string, number> = {};
let course: { id: number; title: string };

const writes = () => api().requests.filter((request) => request.method !== 'GET');

async function storeTestimonial(key: string, name: string, fields: { active: 0 | 1; deleted?: boolean }) {
  const now = new Date().toISOString();
  const row = await db()
    .insertInto('testimonials')
    .values({
      person_name: name,
      person_title: JSON.stringify({ tr: 'Finans Müdürü, Örnek Lojistik' }),
      quote: JSON.stringify({ tr: `${name}: eğitimden sonra raporlarımızı yarı sürede hazırlıyoruz.` }),
      product_id: key === 'first' ? course.id : null,
      image_path: null,
      queue: Object.keys(ids).length + 1,
      active: fields.active,
      created_at: now,
      updated_at: now,
      deleted_at: fields.deleted ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = row.id;
}

beforeEach(async () => {
  const product = await db()
    .selectFrom('products')
    .select(['id', 'title'])
    .where('is_published', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  course = { id: product.id, title: (JSON.parse(String(product.title)) as { tr: string }).tr };
  await db().deleteFrom('testimonials').execute();
  await db().deleteFrom('client_references').execute();
  for (const key of Object.keys(ids)) delete ids[key];
  await storeTestimonial('first', 'Gülşen Öztürk', { active: 1 });
  await storeTestimonial('draft', 'Can Şahin', { active: 0 });
  await storeTestimonial('trashed', 'İpek Çelik', { active: 1, deleted: true });
  const now = new Date().toISOString();
  const reference = await db()
    .insertInto('client_references')
    .values({
      name: 'Örnek Enerji',
      url: 'https://ornek.com.tr',
      logo_path: null,
      queue: 1,
      active: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.reference = reference.id;
  await prepareRealPanel(api());
});

describe('testimonials and client references in the back office', { timeout: 30_000 }, () => {
  it('lists testimonials with their status and quote, a trash and the reorder view', async () => {
    renderRealPanelAt(api(), '/admin/pages/testimonials', screens);
    const [first] = await screen.findAllByText('Gülşen Öztürk', {}, { timeout: 10_000 });
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

  it('edits a testimonial: saves the name, keeps the quote per language and the course, never sends the image URLs', async () => {
    renderRealPanelAt(api(), `/admin/testimonials/${ids.first}`, screens);
    const name = await screen.findByDisplayValue('Gülşen Öztürk', {}, { timeout: 10_000 });
    expect(await screen.findByDisplayValue(course.title)).toBeVisible();
    fireEvent.change(name, { target: { value: 'Gülşen Öztürk Kaya' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [put] = writes();
    expect(put.url).toBe(`/api/admin/testimonials/${ids.first}`);
    expect(put.body).not.toHaveProperty('image_url');
    expect(put.body).not.toHaveProperty('image_thumb_url');
    await waitFor(async () => {
      const stored = await db()
        .selectFrom('testimonials')
        .selectAll()
        .where('id', '=', ids.first)
        .executeTakeFirstOrThrow();
      expect(stored.person_name).toBe('Gülşen Öztürk Kaya');
    });
    const stored = await db()
      .selectFrom('testimonials')
      .selectAll()
      .where('id', '=', ids.first)
      .executeTakeFirstOrThrow();
    expect(stored.product_id).toBe(course.id);
    expect(JSON.parse(String(stored.quote))).toEqual({
      tr: 'Gülşen Öztürk: eğitimden sonra raporlarımızı yarı sürede hazırlıyoruz.',
    });
  });

  it('refuses a testimonial without its Turkish quote before sending it', async () => {
    renderRealPanelAt(api(), '/admin/testimonials/create', screens);
    fireEvent.change(await screen.findByLabelText(/Ad Soyad/, {}, { timeout: 10_000 }), {
      target: { value: 'Deniz Yıldız' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect((await screen.findAllByText('Bu Alan Zorunlu')).length).toBeGreaterThan(0);
    expect(writes()).toHaveLength(0);
    const named = await db()
      .selectFrom('testimonials')
      .select('id')
      .where('person_name', '=', 'Deniz Yıldız')
      .execute();
    expect(named).toEqual([]);
  });

  it('edits a client reference: the name saved, its address kept', async () => {
    renderRealPanelAt(api(), `/admin/client-references/${ids.reference}`, screens);
    const name = await screen.findByDisplayValue('Örnek Enerji', {}, { timeout: 10_000 });
    fireEvent.change(name, { target: { value: 'Örnek Enerji A.Ş.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].url).toBe(`/api/admin/client-references/${ids.reference}`);
    await waitFor(async () => {
      const stored = await db()
        .selectFrom('client_references')
        .select(['name', 'url'])
        .where('id', '=', ids.reference)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ name: 'Örnek Enerji A.Ş.', url: 'https://ornek.com.tr' });
    });
  });
});
