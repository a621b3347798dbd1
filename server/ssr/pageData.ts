import type { FastifyInstance } from 'fastify';
import type { PageState } from '../../shared/pageState.js';
import { previewRenderHeader, previewRenderToken } from '../plugins/publicCache.js';
import type { PagePreview } from './previewPage.js';

/** An API key as the site's render reports it (site/entry-server.tsx): path, language, query. */
export type PageDataKey = readonly [string, string, Record<string, unknown>?];

/** The server half of the site (site/entry-server.tsx), built to dist-ssr/ by `npm run build`. */
export interface SiteRenderer {
  /** A script the page's head runs before its first paint (the cookie banner's check, site/consent/prePaint.ts). */
  prePaintScript?: string;
  renderPage(input: {
    url: string;
    state: PageState;
    onMissing: (key: PageDataKey, serialized: string) => void;
    onAsked?: (key: PageDataKey, serialized: string) => void;
    onFormatted?: (texts: Record<string, unknown>) => void;
  }): Promise<string>;
  /**
   * Loads, through `get`, every answer the page at `url` reads (its route's loader and the shell's,
   * site/data/routeLoaders.ts), so that one render finds them all; resolves with the route's name once every
   * load has settled. Without it (a test's stand-in renderer) the page is rendered in rounds.
   */
  loadPageData?(input: {
    url: string;
    lang: string;
    get: (key: PageDataKey, serialized: string) => Promise<unknown>;
  }): Promise<string>;
}

/**
 * Renders of one page at most: one when its loader declares everything it reads, a few when a render still
 * asks for more (the shell's answers, then the page's, then what those point to).
 */
const maxRounds = 5;

interface Answer {
  status: number;
  data: unknown;
}

/** The answer's `data` of a public GET, from the API's own handlers in this process (their cache included). */
export async function loadAnswer(
  app: FastifyInstance,
  path: string,
  query: Record<string, unknown> | undefined,
  lang: string,
  forPreview: boolean,
): Promise<Answer> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const qs = search.toString();
  const response = await app.inject({
    method: 'GET',
    url: qs ? `${path}?${qs}` : path,
    cookies: { _lang: lang },
    headers: {
      'x-page-render': '1',
      ...(forPreview ? { [previewRenderHeader]: previewRenderToken } : {}),
    },
  });
  if (response.statusCode !== 200) return { status: response.statusCode, data: undefined };
  const data = (JSON.parse(response.body) as { data: unknown }).data;
  rememberAnswerText(data, response.body);
  return { status: 200, data };
}

/**
 * The JSON text of loaded answers' data, by the object parsed from it. The render worker is sent this text
 * rather than the object (renderWorker.ts): copying a string costs a fraction of cloning the object graph,
 * and the copy happens on the main thread, which every other request waits for.
 */
const answerTexts = new WeakMap<object, string>();
const answerPrefix = '{"success":true,"data":';

function rememberAnswerText(data: unknown, body: string) {
  // The public API's answers are `{ success: true, data }` as JSON.stringify writes it (routes/public/context.ts).
  if (typeof data === 'object' && data !== null && body.startsWith(answerPrefix) && body.endsWith('}')) {
    answerTexts.set(data, body.slice(answerPrefix.length, -1));
  }
}

/** The JSON text `data` was parsed from, when it came from loadAnswer. */
export function answerText(data: unknown): string | undefined {
  return typeof data === 'object' && data !== null ? answerTexts.get(data) : undefined;
}

/** A preview's record as loadAnswer would answer it: 404 when it no longer exists, 500 when it fails. */
async function previewAnswer(preview: PagePreview, lang: string): Promise<Answer> {
  const data = await preview.load(lang).catch(() => null);
  if (data === null) return { status: 500, data: undefined };
  return data === undefined ? { status: 404, data: undefined } : { status: 200, data };
}

/** How the loads for one rendered address went: a detail page's own record answering 404 makes it the 404 page. */
interface Outcome {
  recordFound: boolean;
}

/** What one address's render gave: its body, whether its own record exists, what it asked for, its dates. */
export interface RenderedBody {
  html: string;
  recordFound: boolean;
  asked: Map<string, PageDataKey>;
  formatted: Record<string, unknown> | undefined;
}

/**
 * One page's data and renders: the answers its route declares are loaded in process into the page's state,
 * the page rendered once, and loaded and rendered again only if the render still asked for an answer the
 * loader did not declare (logged: the loader should declare it).
 */
export class PageData {
  /** The answers the final render read, by API path, for the page's head (the first asked for a path wins). */
  readonly byPath = new Map<string, unknown>();
  /** Every answer loaded, by its serialized key. */
  private readonly loadedKeys = new Map<string, PageDataKey>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly renderer: SiteRenderer,
    readonly state: PageState,
    /** False once an answer failed (the database is down): the page is shown, but not kept. */
    public complete: boolean,
    private readonly preview: PagePreview | undefined,
  ) {}

  /** Renders `url`, loading what it reads first; `ownRecord`: a 404 of its own answer makes it the 404 page. */
  async render(url: string, ownRecord: boolean): Promise<RenderedBody> {
    const outcome: Outcome = { recordFound: true };
    const declared = await this.loadDeclared(url, ownRecord, outcome);
    let html = '';
    let asked = new Map<string, PageDataKey>();
    let formatted: Record<string, unknown> | undefined;
    for (let round = 0; round < maxRounds && outcome.recordFound; round++) {
      const missing = new Map<string, PageDataKey>();
      asked = new Map();
      html = await this.renderer.renderPage({
        url,
        state: this.state,
        onMissing: (key, serialized) => missing.set(serialized, key),
        onAsked: (key, serialized) => asked.set(serialized, key),
        onFormatted: (texts) => (formatted = texts),
      });
      if (declared) this.reportUndeclared(declared, missing, url);
      if (missing.size === 0) break;
      const loadedAny = await this.load(missing, ownRecord, outcome);
      if (!loadedAny) break;
    }
    return { html, recordFound: outcome.recordFound, asked, formatted };
  }

  /**
   * Keeps in the state only what the final render asked for and indexes those answers by API path for the
   * head.
   */
  settle(asked: Map<string, PageDataKey>) {
    // A renderer that reports nothing it asked for: keep everything then.
    const used = asked.size > 0 ? asked : this.loadedKeys;
    for (const serialized of Object.keys(this.state.fallback)) {
      if (!used.has(serialized)) delete this.state.fallback[serialized];
    }
    for (const [serialized, [apiPath]] of used) {
      if (serialized in this.state.fallback && !this.byPath.has(apiPath))
        this.byPath.set(apiPath, this.state.fallback[serialized]);
    }
  }

  /** Loads one answer into the state, judging a failure for the page. */
  private async loadOne(serialized: string, key: PageDataKey, ownRecord: boolean, outcome: Outcome) {
    const [apiPath, , query] = key;
    const lang = this.state.lang;
    const answer =
      this.preview?.apiPath === apiPath
        ? await previewAnswer(this.preview, lang)
        : await loadAnswer(this.app, apiPath, query, lang, this.preview !== undefined);
    if (answer.status === 200) {
      this.state.fallback[serialized] = answer.data;
      this.loadedKeys.set(serialized, key);
    } else if (answer.status === 404 && ownRecord) {
      outcome.recordFound = false; // a detail page's course, news, … does not exist
    } else if (answer.status >= 500) {
      this.complete = false;
    }
    return answer;
  }

  /** Loads answers a render reported missing; whether any came. */
  private async load(keys: Iterable<[string, PageDataKey]>, ownRecord: boolean, outcome: Outcome) {
    const answers = await Promise.all(
      [...keys].map(([serialized, key]) => this.loadOne(serialized, key, ownRecord, outcome)),
    );
    return answers.some((answer) => answer.status === 200);
  }

  /**
   * Runs the route's loader (and the shell's) with `get` loading in process, each key once; resolves with
   * the route's name and the keys it tried when every load it started has settled, or undefined for a
   * renderer without loaders.
   */
  private async loadDeclared(url: string, ownRecord: boolean, outcome: Outcome) {
    if (!this.renderer.loadPageData) return undefined;
    const started = new Map<string, Promise<unknown>>();
    const get = (key: PageDataKey, serialized: string) => {
      let answer = started.get(serialized);
      if (!answer) {
        answer = this.loadOne(serialized, key, ownRecord, outcome).then((loaded) => {
          if (loaded.status !== 200) throw new Error(`${key[0]} answered ${loaded.status}`);
          return loaded.data;
        });
        started.set(serialized, answer);
      }
      return answer;
    };
    const routeName = await this.renderer.loadPageData({ url, lang: this.state.lang, get });
    // A loader that stopped at a failed answer may have left loads of its other branches running.
    for (let settled = 0; settled < started.size;) {
      const pending = [...started.values()];
      settled = pending.length;
      await Promise.allSettled(pending);
    }
    return { routeName, tried: new Set(started.keys()) };
  }

  /**
   * Logs what a render asked for that its route's loader did not declare, leaving it in `missing` to load;
   * what the loader tried and did not get (a failed answer) is not asked for again.
   */
  private reportUndeclared(
    declared: { routeName: string; tried: Set<string> },
    missing: Map<string, PageDataKey>,
    url: string,
  ) {
    for (const serialized of declared.tried) missing.delete(serialized);
    if (missing.size > 0) {
      this.app.log.warn(
        { route: declared.routeName, url, keys: [...missing.keys()] },
        'a page render asked for answers its route loader does not declare (site/data/routeLoaders.ts)',
      );
    }
    for (const serialized of missing.keys()) declared.tried.add(serialized);
  }
}
