export function cookiesOf(res: Response): string;
export function csrfHeaders(
  base: string,
): Promise<{ 'x-csrf-token': string; 'x-requested-with': string; cookie: string }>;
export interface ApiSignIn<User> {
  token: string;
  user: User;
  expiresIn: number;
  /** The HttpOnly session cookie's value. */
  sessionCookie: string;
  /** CSRF header and cookie, session cookie and bearer token: what an admin call sends. */
  headers: Record<string, string>;
}
export function signInByApi<User = { name: string }>(
  base: string,
  credentials: { email: string; password: string },
  options?: { origin?: string },
): Promise<ApiSignIn<User>>;
