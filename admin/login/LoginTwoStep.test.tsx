import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { twoStepTexts as serverTexts } from '../../shared/twoStepCodes';
import { sessionKeys } from '../auth/session';
import type { RecordedRequest } from '../testing/fakeFetch';
import { loginUser, renderLoginPage, settle, signedInAnswer, typeInto } from '../testing/loginPage';
import { startEachTestSignedOut } from '../testing/signedOutStart';

/* Issue 27: the login screen's second step — the code, a recovery code, and enrolling when required. */

const session = signedInAnswer('t');
const challenge = 'c'.repeat(43);
const challengeAnswer = (kind: 'code' | 'enrol') => ({
  body: {
    success: true,
    message: kind === 'code' ? serverTexts.askCode : serverTexts.askEnrol,
    two_step: kind,
    challenge,
    challenge_expires_in: 300,
  },
});

type Answer = { status?: number; body?: unknown };

function setup(routes: Record<string, (request: RecordedRequest) => Answer>) {
  return renderLoginPage((request) => {
    const route = routes[request.url];
    if (!route) throw new Error(`unexpected request ${request.url}`);
    return route(request);
  });
}

async function firstStep() {
  typeInto(screen.getByLabelText('E-Mail Adresi'), loginUser.email);
  typeInto(screen.getByLabelText('Şifre'), 'dogru-sifre-1');
  fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  await settle();
}

startEachTestSignedOut();

describe('the second step: a code', () => {
  it('asks for the code instead of signing in, then signs in with it as the first step would', async () => {
    const { requests, go } = setup({
      '/api/auth/login': () => challengeAnswer('code'),
      '/api/auth/two-step': () => ({ body: session }),
    });
    await firstStep();
    expect(screen.getByRole('heading', { name: 'İki Adımlı Doğrulama' })).toBeInTheDocument();
    expect(localStorage.getItem(sessionKeys.token)).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const code = screen.getByLabelText('Doğrulama kodu');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    typeInto(code, '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    await settle();
    const sent = requests.find((r) => r.url === '/api/auth/two-step');
    expect(sent?.body).toEqual({ challenge, code: '123 456' });
    expect(sent?.headers['X-CSRF-TOKEN']).toBe('test-csrf-token');
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Giriş Başarılı');
    expect(localStorage.getItem(sessionKeys.token)).toBe(session.token);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(go).toHaveBeenCalledWith('/admin');
  });

  it('checks the code before sending it, and shows a wrong code in the error dialog and under the field', async () => {
    const { requests } = setup({
      '/api/auth/login': () => challengeAnswer('code'),
      '/api/auth/two-step': () => ({
        status: 401,
        body: { success: false, message: serverTexts.wrongCode, errors: { code: serverTexts.wrongCode } },
      }),
    });
    await firstStep();
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    await settle();
    expect(screen.getByText(serverTexts.codeRequired)).toBeInTheDocument();
    typeInto(screen.getByLabelText('Doğrulama kodu'), '12345');
    expect(screen.getByText(serverTexts.codeFormat)).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/auth/two-step')).toHaveLength(0);

    typeInto(screen.getByLabelText('Doğrulama kodu'), '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    await settle();
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Başarısız!');
    expect(screen.getByRole('alertdialog')).toHaveTextContent(serverTexts.wrongCode);
    expect(screen.getByLabelText('Doğrulama kodu')).toHaveAccessibleDescription(serverTexts.wrongCode);
    expect(localStorage.getItem(sessionKeys.token)).toBeNull();
  });

  it('takes a recovery code through its link', async () => {
    const { requests } = setup({
      '/api/auth/login': () => challengeAnswer('code'),
      '/api/auth/two-step': () => ({ body: session }),
    });
    await firstStep();
    fireEvent.click(screen.getByRole('button', { name: 'Kurtarma kodu kullan' }));
    const field = screen.getByLabelText('Kurtarma kodu');
    typeInto(field, 'abcde-fghjk');
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    await settle();
    expect(requests.find((r) => r.url === '/api/auth/two-step')?.body).toEqual({
      challenge,
      code: 'abcde-fghjk',
    });
    expect(localStorage.getItem(sessionKeys.token)).toBe(session.token);
  });

  it('goes back to the password with the reason when the challenge has expired', async () => {
    setup({
      '/api/auth/login': () => challengeAnswer('code'),
      '/api/auth/two-step': () => ({
        status: 410,
        body: { success: false, message: serverTexts.challengeExpired },
      }),
    });
    await firstStep();
    typeInto(screen.getByLabelText('Doğrulama kodu'), '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toHaveTextContent(serverTexts.challengeExpired);
    // The password is not kept for another try: it is typed again.
    expect(screen.getByLabelText('Şifre')).toHaveValue('');
  });
});

describe('the second step: enrolling when the site requires it', () => {
  const setupAnswer = {
    success: true,
    message: serverTexts.setupStarted,
    data: {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauth_uri: 'otpauth://totp/Akademi:ayse%40akademi.local?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
    },
  };
  const codes = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-efgh${i + 2}`);

  it('shows the QR code and the key, confirms with a code, shows the recovery codes once, then goes on', async () => {
    const { requests, go } = setup({
      '/api/auth/login': () => challengeAnswer('enrol'),
      '/api/auth/two-step/setup': () => ({ body: setupAnswer }),
      '/api/auth/two-step': () => ({ body: { ...session, recovery_codes: codes } }),
    });
    await firstStep();
    expect(screen.getByRole('heading', { name: 'İki Adımlı Doğrulamayı Kurun' })).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/auth/two-step/setup')?.body).toEqual({ challenge });
    expect(screen.getByRole('img', { name: /QR kodu/ })).toHaveAttribute('src', setupAnswer.data.qr_code);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kurtarma kodu kullan' })).toBeNull();

    typeInto(screen.getByLabelText('Doğrulama kodu'), '112233');
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula ve Giriş Yap' }));
    await settle();
    const list = screen.getByRole('list', { name: 'Kurtarma Kodlarınız' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent(codes[0]);
    expect(screen.getByRole('button', { name: 'İndir' })).toBeInTheDocument();
    // Nothing leaves before the codes were seen.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(go).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Kaydettim, Devam Et' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Giriş Başarılı');
    expect(localStorage.getItem(sessionKeys.token)).toBe(session.token);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(go).toHaveBeenCalledWith('/admin');
  });

  it('copies the recovery codes to the clipboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup({
      '/api/auth/login': () => challengeAnswer('enrol'),
      '/api/auth/two-step/setup': () => ({ body: setupAnswer }),
      '/api/auth/two-step': () => ({ body: { ...session, recovery_codes: codes } }),
    });
    await firstStep();
    typeInto(screen.getByLabelText('Doğrulama kodu'), '112233');
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula ve Giriş Yap' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Kopyala' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(codes.join('\n')));
    expect(screen.getByRole('button', { name: 'Kopyalandı' })).toBeInTheDocument();
  });
});
