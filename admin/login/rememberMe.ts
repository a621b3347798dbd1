/** SPEC §3: the e-mail of a user who ticked 'remember me', kept until they untick it. */
export const rememberMeKey = 'remember_me_email';

export function readRememberedEmail(): string {
  try {
    return window.localStorage.getItem(rememberMeKey) ?? '';
  } catch {
    return '';
  }
}

export function rememberEmail(email: string | null): void {
  try {
    if (email) window.localStorage.setItem(rememberMeKey, email);
    else window.localStorage.removeItem(rememberMeKey);
  } catch {
    // Storage disabled: the form simply starts empty next time.
  }
}
