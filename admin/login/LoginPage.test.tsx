import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginMessages } from '../../shared/schemas/messages';
import { sessionKeys } from '../auth/session';
import type { fakeFetch } from '../testing/fakeFetch';
import { loginUser, renderLoginPage, settle, signedInAnswer, typeInto } from '../testing/loginPage';
import { startEachTestSignedOut } from '../testing/signedOutStart';
import { rememberMeKey } from './rememberMe';

const okLogin = signedInAnswer('a');
const setup = (respond: Parameters<typeof fakeFetch>[0] = () => ({ body: okLogin })) =>
  renderLoginPage(respond);

const email = () => screen.getByLabelText('E-Mail Adresi');
const password = () => screen.getByLabelText('Şifre');
const submit = () => screen.getByRole('button', { name: 'Giriş Yap' });

startEachTestSignedOut();

describe('login validation (SPEC §5)', () => {
  it('shows no message before the first submit attempt', () => {
    setup();
    typeInto(email(), 'abc');
    expect(screen.queryByText(loginMessages.min6)).toBeNull();
    expect(screen.queryByText(loginMessages.required)).toBeNull();
  });

  it('shows "required" under both fields after submitting an empty form, and sends nothing', async () => {
    const { requests } = setup();
    fireEvent.click(submit());
    await settle();
    expect(screen.getAllByText(loginMessages.required)).toHaveLength(2);
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['abc', loginMessages.min6],
    [`${'a'.repeat(45)}@b.com`, loginMessages.max50],
    ['abcdefgh', loginMessages.email],
  ])('e-mail %j → %s', async (value, message) => {
    setup();
    typeInto(email(), value);
    typeInto(password(), 'secret1');
    fireEvent.click(submit());
    await settle();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it.each([
    ['abc', loginMessages.min6],
    ['x'.repeat(129), loginMessages.max128],
  ])('password %j → %s', async (value, message) => {
    setup();
    typeInto(email(), 'ayse@akademi.local');
    typeInto(password(), value);
    fireEvent.click(submit());
    await settle();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('updates the messages as the user corrects the fields after the first attempt', async () => {
    setup(() => ({ status: 401, body: { success: false, message: 'E-Mail adresi veya şifre hatalı' } }));
    fireEvent.click(submit());
    await settle();
    typeInto(email(), 'ayse@akademi.local');
    expect(screen.getAllByText(loginMessages.required)).toHaveLength(1);
  });

  it('toggles the password between hidden and shown', () => {
    setup();
    expect(password()).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Şifreyi Göster' }));
    expect(password()).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Şifreyi Gizle' }));
    expect(password()).toHaveAttribute('type', 'password');
  });
});

describe('login dialogs (SPEC §4, §8, §9)', () => {
  async function signIn() {
    typeInto(email(), ' ayse@akademi.local ');
    typeInto(password(), 'secret1');
    fireEvent.click(submit());
    await settle();
  }

  it('on success stores the session, shows the success dialog for 2000 ms, then goes to /admin', async () => {
    const { go, requests } = setup();
    await signIn();
    const login = requests.find((r) => r.url === '/api/auth/login');
    expect(login?.method).toBe('POST');
    expect(login?.body).toEqual({ email: 'ayse@akademi.local', password: 'secret1' });
    expect(login?.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(login?.headers['X-CSRF-TOKEN']).toBe('test-csrf-token');

    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Başarılı!');
    expect(dialog).toHaveTextContent('Giriş Başarılı');
    expect(localStorage.getItem(sessionKeys.token)).toBe(okLogin.token);
    expect(JSON.parse(localStorage.getItem(sessionKeys.user)!)).toEqual(loginUser);
    const expiresAt = Date.parse(localStorage.getItem(sessionKeys.expiration)!);
    expect(expiresAt - Date.now()).toBeGreaterThan(3590_000);

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(go).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(go).toHaveBeenCalledWith('/admin');
  });

  it("on failure shows the server's message in an error dialog for 3 s and stores nothing", async () => {
    const { go } = setup(() => ({
      status: 401,
      body: { success: false, message: 'E-Mail adresi veya şifre hatalı' },
    }));
    await signIn();
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Başarısız!');
    expect(dialog).toHaveTextContent('E-Mail adresi veya şifre hatalı');
    expect(localStorage.getItem(sessionKeys.token)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(go).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });

  it("shows 'Sistemsel Hata!' / 'Sistem Hatası' when the network fails", async () => {
    setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await signIn();
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sistemsel Hata!');
    expect(dialog).toHaveTextContent('Sistem Hatası');
  });
});

describe('remember me (SPEC §3)', () => {
  it('keeps the e-mail after a successful sign-in when ticked, and fills it in next time', async () => {
    setup();
    typeInto(email(), 'ayse@akademi.local');
    typeInto(password(), 'secret1');
    fireEvent.click(screen.getByLabelText('Beni Hatırla'));
    fireEvent.click(submit());
    await settle();
    expect(localStorage.getItem(rememberMeKey)).toBe('ayse@akademi.local');
  });

  it('starts from the remembered e-mail and forgets it when unticked', () => {
    localStorage.setItem(rememberMeKey, 'ayse@akademi.local');
    setup();
    expect(email()).toHaveValue('ayse@akademi.local');
    const checkbox = screen.getByLabelText('Beni Hatırla');
    expect(checkbox).toBeChecked();
    fireEvent.click(checkbox);
    expect(localStorage.getItem(rememberMeKey)).toBeNull();
  });

  it('links to the company site for help', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Şirket sitesine gidin' })).toHaveAttribute(
      'href',
      'https://akademi.example/',
    );
  });
});
