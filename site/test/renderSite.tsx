import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { dictionaries } from '../../server/db/seed/dictionary';
import { StaticDictionaryProvider } from '../i18n/DictionaryContext';
import { LanguageProvider } from '../i18n/LanguageContext';

/** A JSON answer as the API gives it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces fetch; the handler sees the path and the request init. The page's CSRF meta tag is set too. */
export function mockFetch(handler: (path: string, init: RequestInit) => Response | Promise<Response>) {
  if (!document.querySelector('meta[name="csrf-token"]')) {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'test-csrf-token';
    document.head.appendChild(meta);
  }
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    handler(new URL(String(input), 'http://localhost').pathname, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Renders inside the site's providers with the seeded dictionary of `lang` (no dictionary request); a
 * language the office added (issue 30) starts with a copy of the Turkish texts, as on the server.
 */
export function renderSite(
  ui: ReactElement,
  { lang = 'tr', path = '/', ...options }: { lang?: string; path?: string } & RenderOptions = {},
) {
  const rendered = { lang };
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      {/* As a page rendered in `lang`: the address, not the stored choice, names the language (issue 30). */}
      <LanguageProvider rendered={rendered}>
        <StaticDictionaryProvider dictionary={lang === 'en' ? dictionaries.en : dictionaries.tr}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </StaticDictionaryProvider>
      </LanguageProvider>
    </SWRConfig>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
