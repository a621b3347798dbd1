import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productSchema } from '../../shared/schemas/product';
import { userCreateSchema } from '../../shared/schemas/user';
import brands from '../brands';
import { realApiForFile, renderRealPanelAt } from '../testing/realApi';
import users from '../users';
import { requiredFieldsOf } from './yupValidate';

/*
 * A text field the form's schema will not take empty carries react-admin's " *" in its label before the first
 * save, as the required selects do; an optional one does not. Against the real API (the seeded role groups).
 */

const api = realApiForFile({ seed: true });

/** The text of the form's label that begins with `name` ("Ad Soyad *"), once the form shows it. */
async function labelOf(name: string): Promise<string> {
  await screen.findByText(name, { selector: 'label, label *' }, { timeout: 10_000 });
  const labels = [...document.querySelectorAll('form label')].map((label) =>
    (label.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
  return labels.find((text) => text === name || text.startsWith(`${name} `)) ?? `no label ${name}`;
}

describe('required text fields', { timeout: 30_000 }, () => {
  it('are the paths a schema calls "Bu Alan Zorunlu" on an empty form, per language where translated', () => {
    expect([...requiredFieldsOf(userCreateSchema)].sort()).toEqual([
      'email',
      'name',
      'password',
      'role_group_id',
    ]);
    expect([...requiredFieldsOf(productSchema)].sort()).toEqual(['category_id', 'title.tr']);
  });

  it('are marked on the user form: name, e-mail, password', async () => {
    renderRealPanelAt(api(), '/admin/users/create', [users]);
    expect(await labelOf('Ad Soyad')).toMatch(/^Ad Soyad\s?\*$/);
    expect(await labelOf('E-Mail')).toMatch(/^E-Mail\s?\*$/);
    expect(await labelOf('Şifre')).toMatch(/^Şifre\s?\*$/);
  });

  it("marks the brand's name, not its optional website", async () => {
    renderRealPanelAt(api(), '/admin/brands/create', [brands]);
    expect(await labelOf('Marka Adı')).toMatch(/^Marka Adı\s?\*$/);
    expect(await labelOf('Web Sitesi')).toBe('Web Sitesi');
  });
});
