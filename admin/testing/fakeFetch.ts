import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The multipart body as a plain object (repeated keys become arrays), or the parsed JSON body. */
  body: Record<string, unknown> | undefined;
  form: FormData | undefined;
}

/** An answer: status (200), JSON body, and headers beyond the content type. */
interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Responder = (request: RecordedRequest) => Answer | Promise<Answer>;

function formToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (key in out)
      out[key] = Array.isArray(out[key]) ? [...(out[key] as unknown[]), value] : [out[key], value];
    else out[key] = value;
  }
  return out;
}

/** A fetch double that records every request and answers with JSON from `respond` (200 by default). */
export function fakeFetch(respond: Responder = () => ({ body: { success: true, data: {} } })) {
  const requests: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const form = init.body instanceof FormData ? init.body : undefined;
    const body = form
      ? formToObject(form)
      : typeof init.body === 'string'
        ? (JSON.parse(init.body) as Record<string, unknown>)
        : undefined;
    const request: RecordedRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body,
      form,
    };
    requests.push(request);
    const answer = await respond(request);
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, mock: fetch };
}

/** The page's CSRF meta tag, as the server writes it into every HTML page. */
export function setCsrfMeta(token = 'test-csrf-token') {
  let meta = document.querySelector('meta[name="csrf-token"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('name', 'csrf-token');
    document.head.appendChild(meta);
  }
  meta.setAttribute('content', token);
}

/** The public list of active languages (useActiveLanguages reads it through the global fetch). */
export function stubActiveLanguages(
  languages: Array<{ abbr: string; lang: string }> = [
    { abbr: 'tr', lang: 'Türkçe' },
    { abbr: 'en', lang: 'English' },
  ],
) {
  const data = languages.map((language, index) => ({ ...language, is_default: index === 0 }));
  vi.stubGlobal('fetch', fakeFetch(() => ({ body: { success: true, data } })).fetch);
}
