import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  loginMessages,
  passwordMismatchMessage,
  passwordResetTexts,
  passwordRuleMessages,
} from '../../shared/schemas/messages';
import { renderLoginPage, settle, typeInto } from '../testing/loginPage';
import { startEachTestSignedOut } from '../testing/signedOutStart';
import { resetTokenIn } from './PasswordReset';

/* Issue 14: "Şifremi unuttum" on the login screen, and the new-password form a reset link opens. */

const token = 'T'.repeat(43);

const setup = renderLoginPage;

/** The new-password form, as the reset link `#sifre-sifirla=<token>` opens it, over a fake server. */
function openResetLink(respond: Parameters<typeof setup>[0]) {
  window.history.replaceState(null, '', `/giris-yap#sifre-sifirla=${token}`);
  return setup(respond);
}

/** Types the new password and its repeat into the form, then saves. */
async function saveNewPassword(password: string, again = password) {
  typeInto(screen.getByLabelText('Yeni Şifre'), password);
  typeInto(screen.getByLabelText('Yeni Şifre (Tekrar)'), again);
  fireEvent.click(screen.getByRole('button', { name: 'Şifreyi Kaydet' }));
  await settle();
}

startEachTestSignedOut();

describe('Şifremi unuttum', () => {
  it('asks for a link with the e-mail already typed, and shows the answer', async () => {
    const server = setup(() => ({ body: { success: true, message: passwordResetTexts.requested } }));
    typeInto(screen.getByLabelText('E-Mail Adresi'), 'ayse@akademi.local');
    fireEvent.click(screen.getByRole('button', { name: 'Şifremi unuttum' }));
    expect(screen.getByRole('heading', { name: 'Şifremi Unuttum' })).toBeTruthy();
    expect((screen.getByLabelText('E-Mail Adresi') as HTMLInputElement).value).toBe('ayse@akademi.local');
    fireEvent.click(screen.getByRole('button', { name: 'Bağlantı Gönder' }));
    await settle();
    expect(server.requests.at(-1)).toMatchObject({
      url: '/api/auth/password-reset/request',
      method: 'POST',
      body: { email: 'ayse@akademi.local' },
    });
    expect(screen.getByRole('status').textContent).toBe(passwordResetTexts.requested);
    fireEvent.click(screen.getByRole('button', { name: 'Girişe dön' }));
    expect(screen.getByRole('heading', { name: 'Giriş Yap' })).toBeTruthy();
  });

  it('checks the e-mail like the login form and says when mail is off', async () => {
    const server = setup(() => ({
      status: 503,
      body: { success: false, message: passwordResetTexts.mailOff },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Şifremi unuttum' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bağlantı Gönder' }));
    await settle();
    expect(screen.getByText(loginMessages.required)).toBeTruthy();
    expect(server.requests).toHaveLength(0);
    typeInto(screen.getByLabelText('E-Mail Adresi'), 'ayse@akademi.local');
    fireEvent.click(screen.getByRole('button', { name: 'Bağlantı Gönder' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(passwordResetTexts.mailOff);
  });
});

describe('a reset link', () => {
  it('opens the new-password form, takes the token out of the address, and sets the password', async () => {
    const server = openResetLink(() => ({ body: { success: true, message: passwordResetTexts.changed } }));
    expect(screen.getByRole('heading', { name: 'Yeni Şifre' })).toBeTruthy();
    expect(window.location.hash).toBe('');

    await saveNewPassword('yeni-sifre-1', 'yeni-sifre-2');
    expect(screen.getByText(passwordMismatchMessage)).toBeTruthy();
    expect(document.activeElement?.id).toBe('new-password-again');
    expect(server.requests).toHaveLength(0);

    typeInto(screen.getByLabelText('Yeni Şifre (Tekrar)'), 'yeni-sifre-1');
    fireEvent.click(screen.getByRole('button', { name: 'Şifreyi Kaydet' }));
    await settle();
    expect(server.requests.at(-1)).toMatchObject({
      url: '/api/auth/password-reset',
      body: { token, password: 'yeni-sifre-1', password_confirmation: 'yeni-sifre-1' },
    });
    expect(screen.getByRole('status').textContent).toBe(passwordResetTexts.changed);
    expect(screen.queryByRole('button', { name: 'Şifreyi Kaydet' })).toBeNull();
    // Next: signing in with the new password.
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(screen.getByRole('heading', { name: 'Giriş Yap' })).toBeTruthy();
  });

  it('shows the server’s refusal of a used or expired link', async () => {
    openResetLink(() => ({ status: 410, body: { success: false, message: passwordResetTexts.invalidLink } }));
    await saveNewPassword('yeni-sifre-1');
    expect(screen.getByRole('alert').textContent).toBe(passwordResetTexts.invalidLink);
    // Saving again cannot help: the form offers a new link instead.
    expect(screen.queryByRole('button', { name: 'Şifreyi Kaydet' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yeni Bağlantı İste' }));
    expect(screen.getByRole('heading', { name: 'Şifremi Unuttum' })).toBeTruthy();
  });

  it('asks for 12 characters or more before sending anything (issue 27)', async () => {
    const server = openResetLink(() => ({ body: { success: true, message: passwordResetTexts.changed } }));
    await saveNewPassword('kisa-sifre1');
    expect(screen.getAllByText(loginMessages.min12)).toHaveLength(2);
    expect(document.activeElement?.id).toBe('new-password');
    expect(server.requests).toHaveLength(0);
  });

  it('shows under the field a password the server refuses, until it is changed', async () => {
    const refusal = passwordRuleMessages.common.tr;
    const server = openResetLink(() => ({
      status: 422,
      body: { success: false, message: 'Girilen bilgiler geçersiz', errors: { password: refusal } },
    }));
    await saveNewPassword('123456789012');
    expect(server.requests).toHaveLength(1);
    expect(screen.getByLabelText('Yeni Şifre')).toHaveAccessibleDescription(refusal);
    expect(document.activeElement?.id).toBe('new-password');
    expect(screen.queryByRole('alert')).toBeNull();
    // The same password again is not sent again.
    fireEvent.click(screen.getByRole('button', { name: 'Şifreyi Kaydet' }));
    await settle();
    expect(server.requests).toHaveLength(1);
    typeInto(screen.getByLabelText('Yeni Şifre'), 'Kule-Pusula-2719');
    expect(screen.queryByText(refusal)).toBeNull();
  });

  it('reads only a well-formed token', () => {
    expect(resetTokenIn(`#sifre-sifirla=${token}`)).toBe(token);
    expect(resetTokenIn('#sifre-sifirla=kisa')).toBeUndefined();
    expect(resetTokenIn(`#baska=${token}`)).toBeUndefined();
  });
});
