import type { ApiFailure } from './types.js';

/** A failed API call: the HTTP status (0 for a network failure) and the server's envelope when there is one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ApiFailure,
  ) {
    super(message);
  }
  get errors(): Record<string, string> | undefined {
    return this.body?.errors;
  }
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Extra request headers (the back office marks its polls with one: shared/sessionIdle.ts). */
  headers?: Record<string, string>;
}

export interface HttpClientOptions {
  /** Origin or path prefix; '' for the page's own origin. */
  baseUrl?: string;
  /** The bearer token for the back office; undefined on the public site. */
  getToken?: () => string | null | undefined;
  /** Called for every failed answer before it is thrown (the admin client redirects on 401 and 429 here). */
  onError?: (error: ApiError) => void;
  fetch?: typeof fetch;
}

/** A CSRF token written into the page (<meta name="csrf-token">), when the page carries one. */
export function readCsrfMeta(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? undefined;
}

export function buildUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${baseUrl}${path}${qs ? `${path.includes('?') ? '&' : '?'}${qs}` : ''}`;
}

/**
 * The one HTTP client of the site, the login screen and the back office (SPEC §7): every request carries
 * X-Requested-With and the page's CSRF token, an authenticated one the bearer token; errors become ApiError
 * with the server's message and per-field errors.
 */
export function createHttpClient(options: HttpClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let csrfToken: string | undefined;

  async function csrf(): Promise<string> {
    csrfToken ??= readCsrfMeta();
    if (csrfToken) return csrfToken;
    // Served pages are the same bytes for every visitor (cached, pre-compressed), so they carry no token:
    // the first write asks the API for one (it sets the matching cookie).
    const res = await doFetch(`${baseUrl}/api/csrf-token`, { credentials: 'same-origin' });
    const payload = (await res.json().catch(() => undefined)) as
      { data?: { token?: string }; message?: string } | undefined;
    const token = payload?.data?.token;
    // A refused token (a rate limit, a proxy's error page) fails the write it was asked for, with its status;
    // a 200 without one (a captive portal's page) is no answer from us at all, as a network failure is.
    if (!res.ok) throw new ApiError(res.status, payload?.message ?? 'Sunucu Hatası!', payload as ApiFailure);
    if (!token) throw new ApiError(0, 'Sistem Hatası');
    csrfToken = token;
    return csrfToken;
  }

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = {
      ...init.headers,
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    };
    // Only writes need the token: a read must not wait for a token request before it starts.
    const knownToken = csrfToken ?? readCsrfMeta();
    if (method === 'GET' && knownToken) headers['X-CSRF-TOKEN'] = knownToken;
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) body = init.body;
    else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }

    let response: Response;
    try {
      // The token request is the write's first step: when it cannot reach the server, the write failed the
      // same way (status 0), not with a bare TypeError the callers would not recognise.
      if (method !== 'GET') headers['X-CSRF-TOKEN'] = await csrf();
      response = await doFetch(buildUrl(baseUrl, path, init.query), {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: init.signal,
      });
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      const error = cause instanceof ApiError ? cause : new ApiError(0, 'Sistem Hatası');
      options.onError?.(error);
      throw error;
    }

    const isJson = response.headers.get('content-type')?.includes('application/json');
    const payload = isJson ? ((await response.json().catch(() => undefined)) as unknown) : undefined;
    if (!response.ok) {
      const envelope = payload as ApiFailure | undefined;
      const error = new ApiError(response.status, envelope?.message ?? 'Sunucu Hatası!', envelope);
      options.onError?.(error);
      throw error;
    }
    return payload as T;
  }

  return {
    request,
    get: <T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) =>
      request<T>(path, { query, signal }),
    /** Writes go as POST; PUT, PATCH and DELETE travel as a `_method` field (SPEC §7). */
    send: <T>(
      method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      data: Record<string, unknown> | FormData = {},
    ) => {
      const form = data instanceof FormData ? data : toFormData(data);
      if (method !== 'POST') form.set('_method', method);
      return request<T>(path, { method: 'POST', body: form });
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** Plain values to FormData: arrays repeat the key, objects go as JSON, files and blobs as they are. */
export function toFormData(data: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (Array.isArray(value)) {
      for (const item of value)
        form.append(
          key,
          item instanceof Blob ? item : typeof item === 'object' ? JSON.stringify(item) : String(item),
        );
    } else if (value !== null && typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, value === null ? '' : String(value));
  }
  return form;
}
