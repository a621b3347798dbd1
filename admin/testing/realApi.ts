import { render } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { AdminContext, Notification } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { LoginResponse } from '../../shared/types';
import { adminCredentials, createTestApp, multipart, type TestApp } from '../../tests/helpers/testApp';
import { App } from '../App';
import { createAdminHttp } from '../auth/adminHttp';
import { createAuthProvider } from '../auth/authProvider';
import { createIdleClock } from '../auth/idleClock';
import { saveSession } from '../auth/session';
import { createDataProvider } from '../dataProvider/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import type { AdminScreen } from '../navigation/screen';
import { setCsrfMeta } from './fakeFetch';
import { mockViewport } from './matchMedia';

/*
 * The back office against the real API (issue 33): the application of tests/helpers/testApp.ts (SQLite in a
 * temporary directory) answers the panel's fetch calls through app.inject, so a screen's test fails when the
 * server's answers change, which a hand-written fake server would not notice. One application per test file
 * (beforeAll): starting one takes a second or two, a test's writes stay for the tests after it.
 */

/** A request the panel sent, as the server received it. */
export interface SentRequest {
  method: string;
  /** Path and query, as the panel asked for them. */
  url: string;
  /** The multipart fields of a write (a repeated key becomes a list), or its JSON body. */
  body: Record<string, unknown> | undefined;
}

export interface RealApi {
  testApp: TestApp;
  /** The browser's fetch, answered by the application; keeps the cookies it sets, as a browser would. */
  fetch: typeof globalThis.fetch;
  /** Every request since the last `reset()`, oldest first. */
  requests: SentRequest[];
  /** Reads `url` (path and query) as the signed-in administrator and answers its JSON. */
  read: <T = unknown>(url: string) => Promise<T>;
  /**
   * Signs in as the test administrator (or as `credentials`), stores the session as the login screen would,
   * sets the page's CSRF.
   */
  signIn: (credentials?: { email: string; password: string }) => Promise<void>;
  /** Forgets the recorded requests. */
  reset: () => void;
  close: () => Promise<void>;
}

type FormValue = string | Blob;

function formFields(form: FormData) {
  const fields: Record<string, string[]> = {};
  const files: Array<{ field: string; value: File }> = [];
  for (const [key, value] of form.entries() as Iterable<[string, FormValue]>) {
    if (typeof value === 'string') (fields[key] ??= []).push(value);
    else files.push({ field: key, value: value as File });
  }
  return { fields, files };
}

/** A file's bytes. jsdom's Blob has no arrayBuffer(); its FileReader reads them as a browser's would. */
function bytesOf(file: Blob): Promise<Buffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((bytes) => Buffer.from(bytes));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error(`could not read ${(file as File).name}`));
    reader.readAsArrayBuffer(file);
  });
}

/** The request's body as app.inject takes it: FormData as the browser encodes it, a string as it is. */
async function encodeBody(body: BodyInit | null | undefined) {
  if (body instanceof FormData) {
    const { fields, files } = formFields(body);
    const parts = await Promise.all(
      files.map(async ({ field, value }) => ({
        field,
        filename: value.name || 'blob',
        contentType: value.type || 'application/octet-stream',
        content: await bytesOf(value),
      })),
    );
    const encoded = multipart(fields, parts);
    const record: Record<string, unknown> = {};
    for (const [key, values] of Object.entries(fields)) record[key] = values.length > 1 ? values : values[0];
    for (const { field, value } of files) record[field] = value;
    return { payload: encoded.payload, headers: encoded.headers, record };
  }
  if (typeof body === 'string') {
    let record: Record<string, unknown> | undefined;
    try {
      record = JSON.parse(body) as Record<string, unknown>;
    } catch {
      record = undefined;
    }
    return { payload: body, headers: {}, record };
  }
  return { payload: undefined, headers: {}, record: undefined };
}

/**
 * The bytes the server meant to send. In this jsdom environment the global ArrayBuffer is jsdom's, so
 * Fastify's `payload.buffer instanceof ArrayBuffer` fails for the Buffers the public cache sends
 * (`/api/pages/all-languages`, which the translated inputs read) and it serialises them as JSON,
 * `{"type":"Buffer","data":[…]}`; under Node alone (the server, the API tests, the browser tests) it does not.
 */
function bytesSent(raw: Buffer): Buffer {
  if (raw.length < 16 || raw.subarray(0, 16).toString() !== '{"type":"Buffer"') return raw;
  const parsed = JSON.parse(raw.toString()) as { type?: unknown; data?: unknown };
  return Array.isArray(parsed.data) ? Buffer.from(parsed.data as number[]) : raw;
}

/** Path and query of what the panel fetched (relative, or absolute on the page's origin). */
function pathOf(input: RequestInfo | URL): string {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  return `${url.pathname}${url.search}`;
}

export async function startRealApi(options: { seed?: boolean } = {}): Promise<RealApi> {
  const testApp = await createTestApp({ seed: options.seed });
  const { app } = testApp;
  const cookies = new Map<string, string>();
  const requests: SentRequest[] = [];

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = pathOf(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = await encodeBody(init.body);
    requests.push({ method, url, body: body.record });
    const headers: Record<string, string> = {
      ...Object.fromEntries(new Headers(init.headers).entries()),
      ...body.headers,
    };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await app.inject({ method: method as 'GET', url, headers, payload: body.payload });
    for (const cookie of res.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (name === 'set-cookie' || value === undefined) continue;
      responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304 || method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(bytesSent(res.rawPayload)), {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };

  let token = '';
  const signIn = async (credentials: { email: string; password: string } = adminCredentials) => {
    const csrf = await fetch('/api/csrf-token');
    const csrfToken = ((await csrf.json()) as { data: { token: string } }).data.token;
    setCsrfMeta(csrfToken);
    const res = await fetch('/api/auth/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': csrfToken,
        'x-requested-with': 'XMLHttpRequest',
      },
      body: JSON.stringify(credentials),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    const login = (await res.json()) as LoginResponse;
    token = login.token;
    saveSession(login);
  };

  const read = async <T>(url: string): Promise<T> => {
    if (!token) await signIn();
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  return {
    testApp,
    fetch: fetch as typeof globalThis.fetch,
    requests,
    read,
    signIn,
    reset: () => void requests.splice(0),
    close: () => testApp.close(),
  };
}

/**
 * A signed-in administrator (the real sign-in: all permissions), a desktop-wide window, and the page's own
 * fetch (the translated inputs read the active languages with it) answered by the application too.
 */
export async function prepareRealPanel(api: RealApi, width = 1440): Promise<void> {
  localStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', api.fetch);
  mockViewport(width);
  await api.signIn();
  api.reset();
}

/** Renders the panel at `path` (under /admin) with `screens`, with the back office's own HTTP client. */
export function renderRealPanelAt(api: RealApi, path: string, screens: readonly AdminScreen[]) {
  window.history.replaceState(null, '', path);
  const http = createAdminHttp({ go: vi.fn(), fetch: api.fetch, clock: createIdleClock() });
  render(
    createElement(App, {
      authProvider: createAuthProvider({ go: vi.fn(), fetch: api.fetch }),
      dataProvider: createDataProvider(http),
      screens,
    }),
  );
}

/**
 * Renders `ui` (a screen, a form) inside react-admin's context with the panel's data provider over the
 * application, notifications shown as on the panel: a component's test without the whole panel around it.
 */
export function renderWithRealAdmin(api: RealApi, ui: ReactElement) {
  const http = createAdminHttp({ go: vi.fn(), fetch: api.fetch, clock: createIdleClock() });
  return render(
    createElement(
      AdminContext,
      { dataProvider: createDataProvider(http), i18nProvider },
      ui,
      createElement(Notification),
    ),
  );
}

/**
 * One application for the test file (started before its first test, closed after its last), and before each
 * test a signed-in panel (prepareRealPanel); answers the application.
 */
export function realApiForFile(options: { seed?: boolean } = {}): () => RealApi {
  let api: RealApi | undefined;
  const current = () => {
    if (!api) throw new Error('the real API starts in beforeAll');
    return api;
  };
  beforeAll(async () => {
    api = await startRealApi(options);
  }, 60_000);
  afterAll(() => api?.close());
  beforeEach(() => prepareRealPanel(current()));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return current;
}
