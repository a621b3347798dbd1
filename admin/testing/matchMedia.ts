import { vi } from 'vitest';

/** jsdom has no matchMedia: this one answers min-width / max-width queries for a given window width. */
export function mockViewport(width: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, value]) =>
      kind === 'min' ? width >= Number(value) : width <= Number(value),
    );
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: /width/.test(query) ? matches(query) : false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
