import { CachedAnswer } from '../../http/cachedAnswer.js';
import { RecencyBudget } from '../../http/recencyBudget.js';
import type { ResponseCache } from '../../plugins/publicCache.js';

export const pdfType = 'application/pdf';
/** A brochure is 50–150 KB: some two hundred courses' brochures in both languages. */
export const brochureBudget = { entries: 400, bytes: 24 * 1024 * 1024 };

/**
 * The drawn brochures, kept apart from the public cache's answers: a crawler following every course's
 * brochure link would otherwise push the pages themselves out of their budget (PDFs are 10–50 times a
 * page's size). Emptied with the public cache, so by every admin write, here or on another instance.
 */
export class BrochureCache {
  private readonly kept: RecencyBudget<CachedAnswer>;

  constructor(
    private readonly cache: ResponseCache,
    budget = brochureBudget,
  ) {
    this.kept = new RecencyBudget(budget.entries, budget.bytes);
    cache.onClear(() => this.kept.clear());
  }

  /** The kept brochure, or the one `build` draws (undefined: no such course, nothing kept). */
  async answer(key: string, build: () => Promise<Buffer | undefined>): Promise<CachedAnswer | undefined> {
    const hit = this.kept.get(key);
    if (hit) return hit;
    // Everyone asking while it is drawn waits for the one drawing (ResponseCache.shared).
    return this.cache.shared(`brochure|${key}`, async () => {
      const builtIn = this.cache.generation;
      const pdf = await build();
      if (!pdf) return undefined;
      // Drawn across an admin write: it may show what the write changed, so it serves this request only.
      if (builtIn !== this.cache.generation || this.cache.isSuspended) {
        return new CachedAnswer(pdf, pdfType, 'uncached');
      }
      const entry = new CachedAnswer(pdf, pdfType, builtIn);
      this.kept.set(key, entry, pdf.length);
      return entry;
    });
  }

  get size() {
    return this.kept.size;
  }
}
