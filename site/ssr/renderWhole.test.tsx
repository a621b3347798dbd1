// @vitest-environment node
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWhole } from './renderWhole';

describe('renderWhole', () => {
  it('renders a page that does not suspend as it is', async () => {
    const html = await renderWhole(() => (
      <main>
        <h1>Eğitim Takvimi</h1>
        <Suspense fallback={<p>…</p>}>
          <p>İçerik</p>
        </Suspense>
      </main>
    ));
    expect(html).toBe('<main><h1>Eğitim Takvimi</h1><!--$--><p>İçerik</p><!--/$--></main>');
  });

  it('waits for what suspends instead of sending its fallback', async () => {
    const Later = lazy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { default: () => <p>Şimdi geldi</p> };
    });
    const html = await renderWhole(() => (
      <main>
        <Suspense fallback={<p>Yükleniyor</p>}>
          <Later />
        </Suspense>
      </main>
    ));
    expect(html).toContain('<p>Şimdi geldi</p>');
    expect(html).not.toContain('Yükleniyor');
    expect(html).not.toContain('<!--$!-->');
  });
});
