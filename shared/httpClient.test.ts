import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient } from './httpClient';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const tokenAnswer = () => json(200, { success: true, data: { token: 'csrf-1' } });

/** A client whose requests go to `answer` (by URL), with every failure it reports kept. */
function clientAnswering(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const reported: ApiError[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => answer(String(url), init));
  const client = createHttpClient({
    fetch: fetch as typeof globalThis.fetch,
    onError: (e) => reported.push(e),
  });
  return { client, fetch, reported };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the HTTP client', () => {
  it('asks for the CSRF token once, before the first write, and sends it with every write after', async () => {
    const { client, fetch } = clientAnswering((url) =>
      url.endsWith('/api/csrf-token') ? tokenAnswer() : json(200, { success: true, data: { id: 1 } }),
    );
    await client.get('/api/pages/home');
    expect(fetch).toHaveBeenCalledTimes(1);
    await client.send('POST', '/api/contact', { name: 'Çağla' });
    await client.send('DELETE', '/api/admin/news/1');
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual(['/api/pages/home', '/api/csrf-token', '/api/contact', '/api/admin/news/1']);
    const writeHeaders = fetch.mock.calls
      .slice(2)
      .map(([, init]) => (init?.headers as Record<string, string>)['X-CSRF-TOKEN']);
    expect(writeHeaders).toEqual(['csrf-1', 'csrf-1']);
  });

  it('reports a write whose token request cannot reach the server as a network failure (status 0)', async () => {
    const { client, reported } = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(client.send('POST', '/api/contact', { name: 'Çağla' }));
    expect([error.status, error.message, error.isNetworkError]).toEqual([0, 'Sistem Hatası', true]);
    expect(reported).toEqual([error]);
  });

  it("fails a write with the token request's own status and message when the token is refused", async () => {
    const { client, fetch, reported } = clientAnswering(() =>
      json(429, { success: false, message: 'Çok fazla istek.' }),
    );
    const error = await failureOf(client.send('POST', '/api/contact', {}));
    expect([error.status, error.message]).toEqual([429, 'Çok fazla istek.']);
    expect(reported).toEqual([error]);
    // The write itself was never sent without its token.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("treats a proxy's page in place of the token as no answer (502 with its status, 200 as status 0)", async () => {
    const page = (status: number) =>
      new Response('<html>Bad Gateway</html>', { status, headers: { 'content-type': 'text/html' } });
    const gateway = await failureOf(clientAnswering(() => page(502)).client.send('POST', '/api/contact', {}));
    expect([gateway.status, gateway.message]).toEqual([502, 'Sunucu Hatası!']);
    const portal = await failureOf(clientAnswering(() => page(200)).client.send('POST', '/api/contact', {}));
    expect([portal.status, portal.message]).toEqual([0, 'Sistem Hatası']);
  });

  it("keeps a failed answer's message and per-field errors, and names a 5xx without a body 'Sunucu Hatası!'", async () => {
    const envelope = {
      success: false,
      message: 'Form geçerli değil.',
      errors: { email: 'E-Mail geçersiz.' },
    };
    const { client } = clientAnswering((url) =>
      url.endsWith('/api/csrf-token') ? tokenAnswer() : json(422, envelope),
    );
    const invalid = await failureOf(client.send('POST', '/api/contact', {}));
    expect([invalid.status, invalid.message, invalid.errors]).toEqual([
      422,
      'Form geçerli değil.',
      envelope.errors,
    ]);
    const down = await failureOf(
      clientAnswering(() => new Response('upstream down', { status: 503 })).client.get('/api/pages/home'),
    );
    expect([down.status, down.message]).toEqual([503, 'Sunucu Hatası!']);
  });
});
