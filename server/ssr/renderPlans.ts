import { BoundedMap } from '../../shared/boundedMap.js';
/** An API key as the site's render reports it (site/entry-server.tsx): path, language, query. */
export type PageDataKey = readonly [string, string, Record<string, unknown>?];

/**
 * The API answers each address asked for when it was last rendered, by language and address. Without it a
 * page is rendered in rounds (the shell asks for its answers, then the page for its own, then for what those
 * point to), each round a whole render; with it, the next render of that address (after an admin write
 * cleared the cache) loads what it will ask for first and is usually rendered once. A plan is only a guess:
 * what the render still misses is loaded in further rounds, and the plan is replaced by what the last render
 * asked for.
 */
export class RenderPlans {
  private readonly plans: BoundedMap<string, Array<[string, PageDataKey]>>;

  /** Bounded: the address holds its query, and a client can invent any number of them. */
  constructor(maxEntries = 1000) {
    this.plans = new BoundedMap(maxEntries);
  }

  get(lang: string, url: string) {
    return this.plans.get(`${lang}\n${url}`);
  }

  set(lang: string, url: string, asked: Map<string, PageDataKey>) {
    this.plans.set(`${lang}\n${url}`, [...asked]);
  }

  get size() {
    return this.plans.size;
  }
}
