import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminURL, screenshot, viewports } from './fixtures';
import { useBrowserAndApi } from './useBrowser';

/*
 * Issue 27, two-step sign-in as a user meets it: turned on from the profile menu (QR code, its key, the
 * first code, the recovery codes shown once), then the login's second step: a wrong code, the app's code,
 * and a recovery code that works once. A user of its own, so the other specs' administrator is untouched.
 */

const e2e = useBrowserAndApi();
const user = {
  name: 'İki Adım Deneme',
  email: `iki-adim-${Date.now() % 1_000_000}@akademi.test`,
  password: 'Fener-Kalem-Pusula-58',
};
let totp: OTPAuth.TOTP;
let recoveryCodes: string[] = [];
let userId: number | undefined;

beforeAll(async () => {
  const groups = await e2e.api.get<{ data: { id: number; key: string }[] }>('/api/admin/role/groups');
  // An editor: two-step sign-in is every user's, and the other specs count the administrators.
  const editorGroup = groups.data.find((group) => group.key === 'editor')!;
  const created = await e2e.api.send<{ data: { id: number } }>('POST', '/api/admin/users', {
    ...user,
    password_confirmation: user.password,
    role_group_id: editorGroup.id,
  });
  userId = created.data.id;
});
afterAll(async () => {
  if (userId) await e2e.api.send('DELETE', `/api/admin/users/${userId}`, {});
});

async function firstStep(page: Page) {
  await page.goto(`${adminURL}/giris-yap`);
  await page.getByLabel('E-Mail Adresi').fill(user.email);
  await page.getByLabel('Şifre', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** A code of the next 30-second step: the server refuses a code already used in its step. */
async function freshCode(): Promise<string> {
  const wait = 30_000 - (Date.now() % 30_000) + 200;
  await new Promise((resolve) => setTimeout(resolve, wait));
  return totp.generate();
}

describe('two-step sign-in', () => {
  it('is turned on from the profile menu: QR code, key, first code, recovery codes shown once', async () => {
    const context = await e2e.browser.newContext({ viewport: viewports.desktop, locale: 'tr-TR' });
    const page = await context.newPage();
    await firstStep(page);
    await page.waitForURL('**/admin/dashboard', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Profil menüsü' }).click();
    await page.getByRole('menuitem', { name: 'İki Adımlı Doğrulama' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Kurulumu Başlat' }).click();
    await dialog.getByRole('img', { name: 'Kimlik doğrulama uygulamasına eklenecek QR kodu' }).waitFor();
    const key = /anahtarı elle girin:\s*([A-Z2-7 ]+)/.exec(await dialog.innerText())?.[1].replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key!) });
    await dialog.getByLabel('Doğrulama kodu').fill(totp.generate());
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    await dialog.getByRole('button', { name: 'Kaydettim' }).waitFor();
    recoveryCodes = (await dialog.innerText()).match(/\b[a-z0-9]{5}-[a-z0-9]{5}\b/g) ?? [];
    expect(new Set(recoveryCodes).size).toBe(10);
    await screenshot(page, 'two-step-recovery-codes-1280');
    await dialog.getByRole('button', { name: 'Kaydettim' }).click();
    await context.close();
  });

  it('asks for the code after the password; a wrong one is refused, the app’s code signs in', async () => {
    const context = await e2e.browser.newContext({ viewport: viewports.mobile, locale: 'tr-TR' });
    const page = await context.newPage();
    await firstStep(page);
    await page.getByRole('heading', { name: 'İki Adımlı Doğrulama' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshot(page, 'two-step-second-step-375');
    await page.getByLabel('Doğrulama kodu').fill('000000');
    await page.getByRole('button', { name: 'Doğrula' }).click();
    await page.getByRole('alertdialog').getByText('Doğrulama kodu hatalı').waitFor();
    await page.getByRole('button', { name: 'Tamam' }).click();
    await page.getByLabel('Doğrulama kodu').fill(await freshCode());
    await page.getByRole('button', { name: 'Doğrula' }).click();
    await page.waitForURL('**/admin/dashboard', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{43}$/);
    await context.close();
  });

  it('takes a recovery code once', async () => {
    for (const expected of ['signed in', 'refused'] as const) {
      const context = await e2e.browser.newContext({ viewport: viewports.desktop, locale: 'tr-TR' });
      const page = await context.newPage();
      await firstStep(page);
      await page.getByRole('button', { name: 'Kurtarma kodu kullan' }).click();
      await page.getByLabel('Kurtarma kodu').fill(recoveryCodes[0]);
      await page.getByRole('button', { name: 'Doğrula' }).click();
      if (expected === 'signed in') await page.waitForURL('**/admin/dashboard', { timeout: 15_000 });
      else await page.getByRole('alertdialog').getByText('Doğrulama kodu hatalı').waitFor();
      await context.close();
    }
  });
});
