import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTexts } from '../../shared/schemas/messages';
import { admin, csrfHeaders, newPage, screenshot, adminURL } from './fixtures';
import { useBrowserAndApi } from './useBrowser';
import { signedInPage } from './signedIn';

/*
 * Issue 14, item 4 in the browser: "Şifremi unuttum" sends a link through real SMTP (scripts/e2e.mjs's sink)
 * that sets a new password once and not after it has expired; an administrator deletes another user but
 * neither themself nor the last administrator, and cannot deactivate themself — each refusal in Turkish.
 */

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };
const mailDir = process.env.E2E_MAIL_DIR;
const dataDir = process.env.E2E_DATA_DIR;
const stamp = Date.now();
const e2e = useBrowserAndApi();
let roles: { id: number; key: string }[];

interface UserRecord {
  id: number;
  email: string;
}

beforeAll(async () => {
  roles = (await e2e.api.get<{ data: { id: number; key: string }[] }>('/api/admin/role/groups')).data;
});

const roleId = (key: string) => roles.find((role) => role.key === key)!.id;

async function createUser(name: string, email: string, role: 'admin' | 'editor') {
  const created = await e2e.api.send<{ data: UserRecord }>('POST', '/api/admin/users', {
    name,
    email,
    password: 'Gecici-Kule-2719',
    role_group_id: roleId(role),
  });
  return created.data;
}

/** The reset e-mails the sink holds for `to`, oldest first. */
async function resetMails(to: string): Promise<ParsedMail[]> {
  if (!mailDir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests with npm run test:e2e');
  const files = fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(
    files.map((name) => simpleParser(fs.readFileSync(path.join(mailDir, name)))),
  );
  return mails
    .filter((mail) => mail.subject === 'Şifre sıfırlama bağlantınız' && JSON.stringify(mail.to).includes(to))
    .sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0));
}

/** Waits for the `count`-th reset e-mail to `to` and answers the token its link carries. */
async function resetToken(to: string, count: number): Promise<string> {
  await expect
    .poll(async () => (await resetMails(to)).length, { timeout: 20_000, interval: 250 })
    .toBe(count);
  const text = (await resetMails(to))[count - 1].text ?? '';
  const link = /(\S+)#sifre-sifirla=([A-Za-z0-9_-]{43})/.exec(text);
  expect(link, text).toBeTruthy();
  expect(new URL(link![1]).pathname).toBe('/giris-yap');
  return link![2];
}

async function setNewPassword(page: Page, token: string, password: string) {
  await page.goto(`/giris-yap#sifre-sifirla=${token}`);
  await page.getByRole('heading', { name: 'Yeni Şifre' }).waitFor();
  // The token leaves the address bar once read.
  await expect.poll(() => new URL(page.url()).hash, { timeout: 5_000 }).toBe('');
  await page.getByLabel('Yeni Şifre', { exact: true }).fill(password);
  await page.getByLabel('Yeni Şifre (Tekrar)', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Şifreyi Kaydet' }).click();
}

async function login(email: string, password: string) {
  return fetch(`${adminURL}/api/auth/login`, {
    method: 'POST',
    headers: { ...(await csrfHeaders()), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe('Şifremi unuttum', () => {
  const email = `sifre-${stamp}@akademi.test`;
  const newPassword = 'Yeni-Pusula-2719';

  beforeAll(async () => {
    await createUser('Şule Çelik', email, 'editor');
  });

  it('mails a link that sets a new password once; signing in with it works', async () => {
    const { context, page } = await newPage(e2e.browser, phone);
    await page.goto('/giris-yap');
    await page.getByLabel('E-Mail Adresi').fill(email);
    await page.getByRole('button', { name: 'Şifremi unuttum' }).click();
    await page.getByRole('heading', { name: 'Şifremi Unuttum' }).waitFor();
    // The address typed on the login form is carried over.
    expect(await page.getByLabel('E-Mail Adresi').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Bağlantı Gönder' }).click();
    await page.getByRole('status').filter({ hasText: passwordResetTexts.requested }).waitFor();
    await screenshot(page, 'admin-accounts-forgot-390');
    const token = await resetToken(email, 1);

    // Pasted into the same tab, where the login screen is still open: only the address's fragment changes.
    await setNewPassword(page, token, newPassword);
    await page.getByRole('status').filter({ hasText: passwordResetTexts.changed }).waitFor();
    await screenshot(page, 'admin-accounts-reset-done-390');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByLabel('E-Mail Adresi').fill(email);
    await page.getByLabel('Şifre', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL('**/admin/**', { timeout: 15_000 });
    expect((await login(email, 'Gecici-Kule-2719')).status).toBe(401);

    // The same link a second time, opened from the e-mail in a new window.
    const again = await newPage(e2e.browser, desktop);
    await setNewPassword(again.page, token, 'Baska-Fener-7351');
    await again.page.getByRole('alert').filter({ hasText: passwordResetTexts.invalidLink }).waitFor();
    await screenshot(again.page, 'admin-accounts-reset-used-1366');
    await again.page.getByRole('button', { name: 'Yeni Bağlantı İste' }).click();
    await again.page.getByRole('heading', { name: 'Şifremi Unuttum' }).waitFor();
    expect((await login(email, newPassword)).status).toBe(200);
    await again.context.close();
    await context.close();
  });

  it('refuses a link whose 30 minutes have passed', async () => {
    if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with npm run test:e2e');
    const requested = await fetch(`${adminURL}/api/auth/password-reset/request`, {
      method: 'POST',
      headers: { ...(await csrfHeaders()), 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(requested.status).toBe(200);
    const token = await resetToken(email, 2);
    // The lifetime is fixed (server/services/passwordResets.ts); the link's row is aged in the database.
    const db = new Database(path.join(dataDir, 'akademi.sqlite'), { timeout: 5_000 });
    try {
      const aged = db
        .prepare(
          `UPDATE password_resets SET expires_at = ?
           WHERE used_at IS NULL AND user_id = (SELECT id FROM users WHERE email = ?)`,
        )
        .run(new Date(Date.now() - 60_000).toISOString(), email);
      expect(aged.changes).toBe(1);
    } finally {
      db.close();
    }
    const { context, page } = await newPage(e2e.browser, desktop);
    await setNewPassword(page, token, 'Gec-Kalan-Fener-9');
    await page.getByRole('alert').filter({ hasText: passwordResetTexts.invalidLink }).waitFor();
    expect((await login(email, newPassword)).status).toBe(200);
    await context.close();
  });
});

describe('deleting and deactivating users', () => {
  let self: UserRecord;

  beforeAll(async () => {
    const listed = await e2e.api.get<{ data: { items: UserRecord[] } }>(
      `/api/admin/users?q=${encodeURIComponent(admin.email)}`,
    );
    self = listed.data.items.find((user) => user.email === admin.email)!;
  });

  const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

  async function deactivateOwnRow(page: Page) {
    await page.goto('/admin/users');
    const row = page.getByRole('row').filter({ hasText: admin.email });
    await row.getByRole('button', { name: 'Pasif Yap' }).click();
    await page.getByRole('button', { name: 'Evet, Pasif Yap!' }).click();
  }

  it('refuses deactivating or demoting the last administrator', async () => {
    const admins = (
      await e2e.api.get<{ data: { items: (UserRecord & { role_group: { key: string } })[] } }>(
        '/api/admin/users?perPage=100',
      )
    ).data.items.filter((user) => user.role_group.key === 'admin');
    expect(admins.map((user) => user.email)).toEqual([admin.email]);
    const { context, page } = await signedInPage(e2e.browser, desktop);
    await deactivateOwnRow(page);
    await notice(
      page,
      'Başarısız! Son aktif yönetici silinemez, pasif yapılamaz veya yetkisi düşürülemez. Önce başka bir yönetici ekleyin.',
    );
    await page.goto(`/admin/users/${self.id}`);
    await page.getByLabel('Rol Grubu').click();
    await page.getByRole('option', { name: 'Editör' }).click();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await notice(
      page,
      'Başarısız! Son aktif yönetici silinemez, pasif yapılamaz veya yetkisi düşürülemez. Önce başka bir yönetici ekleyin.',
    );
    expect(
      (await e2e.api.get<{ data: { role_group: { key: string } } }>(`/api/admin/users/${self.id}`)).data
        .role_group.key,
    ).toBe('admin');
    await context.close();
  });

  it('refuses deleting or deactivating oneself, and deletes another administrator', async () => {
    const other = await createUser('Gökçe Ünal', `silinecek-${stamp}@akademi.test`, 'admin');
    const { context, page } = await signedInPage(e2e.browser, desktop);
    await deactivateOwnRow(page);
    await notice(page, 'Başarısız! Kendi hesabınızı pasif yapamazsınız');

    await page.goto(`/admin/users/${self.id}`);
    await page.getByRole('button', { name: 'Sil' }).click();
    await page.getByRole('button', { name: 'Evet, Sil!' }).click();
    await notice(page, 'Başarısız! Kendi hesabınızı silemezsiniz');
    expect(new URL(page.url()).pathname).toBe(`/admin/users/${self.id}`);

    await page.goto(`/admin/users/${other.id}`);
    await page.getByRole('button', { name: 'Sil' }).click();
    await page.getByRole('button', { name: 'Evet, Sil!' }).click();
    await notice(page, 'Silindi!');
    await page.waitForURL('**/admin/users');
    await expect(e2e.api.get(`/api/admin/users/${other.id}`)).rejects.toThrow(/404/);
    expect((await login(other.email, 'Gecici-Kule-2719')).status).toBe(401);
    await context.close();
  });
});
