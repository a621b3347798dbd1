import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionEndReason } from '../../shared/sessionIdle';
import { renderLoginPage } from '../testing/loginPage';
import { startEachTestSignedOut } from '../testing/signedOutStart';

/* Issue 27: the login screen says why the back office session ended, and signing in returns there. */

const signedIn = (email: string) => ({
  success: true,
  message: 'Giriş Başarılı',
  data: { name: 'Ayşe', email, role_group: { key: 'admin', name: 'Yönetici', permissions: ['dashboard'] } },
  token: 'a'.repeat(43),
  expires_in: 3600,
  idle_seconds: 1800,
});

function endedOn(reason: SessionEndReason, returnTo = '/admin/news/7') {
  sessionStorage.setItem(
    'akademi.sessionEnded',
    JSON.stringify({ reason, returnTo, email: 'ayse@akademi.local', at: Date.now() }),
  );
}

function setup(email = 'ayse@akademi.local') {
  return renderLoginPage(() => ({ body: signedIn(email) })).go;
}

async function signInAs(email: string) {
  fireEvent.change(screen.getByLabelText('E-Mail Adresi'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'Kule-Pusula-2719' } });
  fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  await act(() => vi.advanceTimersByTimeAsync(0));
  await act(() => vi.advanceTimersByTimeAsync(2000));
}

startEachTestSignedOut();

describe('the login screen after a session ended', () => {
  it.each([
    ['idle', 'Uzun süre işlem yapılmadığı için oturumunuz kapatıldı. Lütfen tekrar giriş yapın.'],
    ['expired', 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.'],
    [
      'revoked',
      'Oturumunuz bir yönetici tarafından ya da şifreniz değiştirildiği için sonlandırıldı. Lütfen tekrar giriş yapın.',
    ],
  ] as const)('says why (%s)', (reason, text) => {
    endedOn(reason);
    setup();
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('says nothing when no session ended in this tab', () => {
    setup();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('returns the same user to the screen they were on', async () => {
    endedOn('idle');
    const go = setup();
    await signInAs('ayse@akademi.local');
    expect(go).toHaveBeenCalledWith('/admin/news/7');
  });

  it('sends anyone else to /admin', async () => {
    endedOn('idle');
    const go = setup('mehmet@akademi.local');
    await signInAs('mehmet@akademi.local');
    expect(go).toHaveBeenCalledWith('/admin');
  });
});
