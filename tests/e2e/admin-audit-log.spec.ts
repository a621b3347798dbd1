import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './fixtures';
import { signedInPage } from './signedIn';
import { useBrowserAndApi } from './useBrowser';

/*
 * Issue 14 (audit log): a contract edited in the back office shows up in Kayıt Geçmişi with the user's name
 * and the changed field, before and after; the contract's edit screen shows its own history. In English, the
 * same screen names everything in English and narrows to one record from its id.
 */

const desktop = { width: 1366, height: 900 };
const e2e = useBrowserAndApi();
let contractId: number;
let userName: string;
const stamp = Date.now() % 100000;
const oldName = `E2E Kayıt Geçmişi Sözleşmesi ${stamp}`;
const newName = `E2E Değişen Sözleşme ${stamp}`;

/** A page signed in as the seeded administrator, as the login screen would leave it; notes their name. */
async function signedInAsAdmin() {
  const { context, page, user } = await signedInPage(e2e.browser, desktop);
  userName = user.name;
  return { context, page };
}

beforeAll(async () => {
  const created = await e2e.api.send<{ data: { id: number } }>('POST', '/api/admin/contracts', {
    name: { tr: oldName, en: 'Audit log contract' },
    text: { tr: '<p>Kayıt geçmişi için yazılmış bir metin.</p>' },
  });
  contractId = created.data.id;
});

afterAll(async () => {
  if (contractId)
    await e2e.api.send('DELETE', `/api/admin/contracts/${contractId}`, {}).catch(() => undefined);
});

async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'Kayıt Geçmişi' }).click();
  return page.locator('#record-history');
}

describe('Kayıt Geçmişi', () => {
  it('shows who changed a contract and what, in the log and on the contract', async () => {
    const { context, page } = await signedInAsAdmin();
    await page.goto(`/admin/contracts/${contractId}`);
    const name = page.getByRole('textbox', { name: 'Sözleşme Adı (TR) *' });
    await expect.poll(() => name.inputValue()).toBe(oldName);
    await name.fill(newName);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Güncellendi!').waitFor();

    // The full log, in the settings group of the menu.
    await page.goto('/admin/audit-log');
    await page
      .getByRole('menuitem', { name: 'Kayıt Geçmişi' })
      .or(page.getByRole('link', { name: 'Kayıt Geçmişi' }))
      .first()
      .waitFor();
    await page.getByRole('textbox', { name: 'Ara' }).fill(newName);
    const row = page.getByRole('row').filter({ hasText: newName });
    await row.waitFor();
    await expect.poll(() => row.count()).toBe(1);
    const text = await row.innerText();
    expect(text).toContain(userName);
    expect(text).toContain('Güncelleme');
    expect(text).toContain('Sözleşmeler');
    expect(text).toContain('Ad');
    await row.click();
    const diff = page.getByRole('table', { name: 'Değişen alanlar' });
    await diff.waitFor();
    const diffText = await diff.innerText();
    expect(diffText).toContain('Ad (TR)');
    expect(diffText).toContain(oldName);
    expect(diffText).toContain(newName);
    expect(diffText).not.toContain('Metin');
    await screenshot(page, 'admin-audit-log-list');

    // The contract's own history under its edit form.
    await page.goto(`/admin/contracts/${contractId}`);
    await expect.poll(() => name.inputValue()).toBe(newName);
    const history = await openHistory(page);
    const entries = history.getByRole('listitem');
    await entries.first().waitFor();
    expect(await entries.count()).toBe(2);
    const latest = await entries.first().innerText();
    expect(latest).toContain(userName);
    expect(latest).toContain('Güncelleme');
    // The editor may add an empty English text; that is no change, so only the name is listed.
    expect(latest).toContain('Değişen alanlar: Ad');
    expect(latest).not.toContain('Metin');
    expect(await entries.nth(1).innerText()).toContain('Oluşturma');
    await entries.first().getByRole('button').click();
    await history.getByRole('table', { name: 'Değişen alanlar' }).getByText(oldName).waitFor();
    await screenshot(page, 'admin-audit-log-record-history');
    await context.close();
  });

  it('speaks English on an English panel and narrows to one record from its id', async () => {
    const { context, page } = await signedInAsAdmin();
    await page.goto('/admin/audit-log');
    await page.getByRole('button', { name: 'Dil: Türkçe' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Language: English' }).waitFor();
    await page.getByRole('columnheader', { name: 'Changed fields' }).waitFor();

    await page.getByRole('textbox', { name: 'Search' }).fill(newName);
    // The search is applied after a pause: wait for it, or a click in between would be overwritten.
    await expect.poll(() => decodeURIComponent(page.url())).toContain(newName);
    await expect.poll(() => page.locator('tbody > tr').count()).toBe(1);
    const row = page.getByRole('row').filter({ hasText: newName });
    const text = await row.innerText();
    expect(text).toContain('Update');
    expect(text).toContain(`Contracts #${contractId}`);
    expect(text).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
    expect(text).not.toMatch(/Güncelleme|Sözleşmeler/);

    // The record id narrows the log to this contract (the search kept, then cleared): its creation and update.
    await row.getByRole('button', { name: `Show only this record: Contracts #${contractId}` }).click();
    const recordId = page.getByRole('textbox', { name: 'Record ID' });
    await expect.poll(() => recordId.inputValue()).toBe(String(contractId));
    expect(decodeURIComponent(page.url())).toContain(`"record_id":"${contractId}"`);
    await page.getByRole('textbox', { name: 'Search' }).fill('');
    const created = page.getByRole('row').filter({ hasText: oldName }).filter({ hasText: 'Create' });
    await created.first().waitFor();
    const bodyRows = page.locator('tbody > tr');
    await expect.poll(() => bodyRows.count()).toBeGreaterThanOrEqual(2);
    // Every row left is this contract's (an id reused after an earlier run's delete would add its entries).
    for (const line of await bodyRows.allInnerTexts()) expect(line).toContain(`Contracts #${contractId}`);
    expect(await recordId.inputValue()).toBe(String(contractId));

    await bodyRows.filter({ hasText: newName }).filter({ hasText: 'Update' }).click();
    const diff = page.getByRole('table', { name: 'Changed fields' });
    await diff.waitFor();
    expect(await diff.innerText()).toContain('Name (TR)');
    await screenshot(page, 'admin-audit-log-english');
    await context.close();
  });
});
