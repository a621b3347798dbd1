import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import categories from '../categories';
import corporateRequests from '../corporateRequests';
import openPositions from '../openPositions';
import products from '../products';
import contactInformation from '../settings/contactInformation';
import support from '../support';
import { realApiForFile, renderRealPanelAt } from '../testing/realApi';
import users from '../users';

/*
 * A select the schema requires offers no blank first choice: picking it could only earn the validation
 * message. Optional selects (no brand, a main category) keep theirs. Against the real API (seeded: role
 * groups, categories and brands to choose from).
 */

const api = realApiForFile({ seed: true });
const db = () => api().testApp.app.db;

/** The texts of the options the select shows once opened (an empty choice reads as ''). */
async function optionsOf(label: string): Promise<string[]> {
  const select = await screen.findByRole('combobox', { name: label }, { timeout: 10_000 });
  // Wait for choices loaded from the API (a select shows a placeholder while they load).
  await waitFor(() => expect(select).toBeEnabled());
  fireEvent.mouseDown(select);
  const list = await screen.findByRole('listbox');
  const texts = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent?.trim() ?? '');
  fireEvent.keyDown(list, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  return texts;
}

/** What a company sent from the site's corporate form. */
const corporateRequest = {
  company: 'Örnek Lojistik A.Ş.',
  name: 'Gülşen Öztürk',
  email: 'gulsen@ornek.com.tr',
  phone: '0532 000 00 00',
  participants: 12,
  topics: 'İç denetim',
  preferred_dates: null,
  city: 'İstanbul',
  online: 0,
  note: null,
  owner_note: null,
  consent_version: 'kvkk-aydinlatma-metni@2026-01-01T00:00:00.000Z',
  ip: '127.0.0.1',
} as const;

async function storeCorporateRequest(): Promise<number> {
  const now = new Date().toISOString();
  const stamps = { consent_at: now, created_at: now, updated_at: now };
  const { id } = await db()
    .insertInto('corporate_requests')
    .values({ ...corporateRequest, ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const cases = [
  { screen: 'support', path: '/admin/support/create', screens: [support], labels: ['Öncelik'] },
  {
    screen: 'contact information',
    path: '/admin/settings/contact-information/create',
    screens: [contactInformation],
    labels: ['Tür', 'Dil'],
  },
  { screen: 'users', path: '/admin/users/create', screens: [users], labels: ['Rol Grubu'] },
  {
    screen: 'open positions',
    path: '/admin/open-positions/create',
    screens: [openPositions],
    labels: ['Çalışma Şekli'],
  },
  {
    screen: 'categories',
    path: '/admin/categories/create',
    screens: [categories],
    labels: ['Bölüm'],
  },
  { screen: 'courses', path: '/admin/products/create', screens: [products], labels: ['Kategori'] },
];

describe('required selects', { timeout: 40_000 }, () => {
  it.each(cases)('$screen: $labels offer only real choices', async ({ path, screens, labels }) => {
    renderRealPanelAt(api(), path, screens);
    for (const label of labels) {
      const options = await optionsOf(label);
      expect(options.length, label).toBeGreaterThan(0);
      expect(options, label).not.toContain('');
    }
  });

  it("a corporate request's status offers only the pipeline's steps", async () => {
    const id = await storeCorporateRequest();
    renderRealPanelAt(api(), `/admin/corporate-requests/${id}`, [corporateRequests]);
    expect(await optionsOf('Durum')).toEqual(['Yeni', 'Arandı', 'Teklif Verildi', 'Kapandı']);
  });

  it('optional selects keep their blank choice, named', async () => {
    renderRealPanelAt(api(), '/admin/products/create', [products]);
    expect((await optionsOf('Marka'))[0]).toBe('Marka yok');
  });
});
