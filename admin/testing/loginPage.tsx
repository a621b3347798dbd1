import { act, fireEvent, render } from '@testing-library/react';
import { vi } from 'vitest';
import { createHttpClient } from '../../shared/httpClient';
import { LoginPage } from '../login/LoginPage';
import { fakeFetch } from './fakeFetch';

export const loginUser = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@akademi.local',
  role_group: { key: 'admin', name: 'Yönetici', permissions: ['dashboard'] },
};

/** The server's answer to the right e-mail and password: the user and a session token (43 of `tokenChar`). */
export const signedInAnswer = (tokenChar: string) => ({
  success: true,
  message: 'Giriş Başarılı',
  data: loginUser,
  token: tokenChar.repeat(43),
  expires_in: 3600,
});

/** The login screen over a fake server; `go` records where it sends the browser. */
export function renderLoginPage(respond: Parameters<typeof fakeFetch>[0]) {
  const server = fakeFetch(respond);
  const go = vi.fn();
  render(
    <LoginPage http={createHttpClient({ fetch: server.fetch })} go={go} helpUrl="https://akademi.example/" />,
  );
  return { ...server, go };
}

export const typeInto = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** Lets the mocked fetch and the state updates that follow it settle (the tests run on fake timers). */
export const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
