import { createRequire } from 'node:module';

/*
 * The web setup's jsdom speed-ups (jsdomComputedStyle, jsdomLabelLookup, jsdomRuleIndex, jsdomEmotionLookup)
 * reach jsdom's own modules: Node keeps one instance of each, so what is required here is what the test
 * window runs on.
 */

const require = createRequire(import.meta.url);

/** One of jsdom's modules under `jsdom/lib/jsdom/living/`, typed by the caller. */
export const jsdomModule = <Exports>(path: string) => require(`jsdom/lib/jsdom/living/${path}`) as Exports;

/** jsdom's own object behind a DOM object the tests hold (an element, the document), and back. */
export const { implForWrapper, wrapperForImpl } = jsdomModule<{
  implForWrapper: (wrapper: unknown) => unknown;
  wrapperForImpl: (impl: unknown) => unknown;
}>('generated/utils.js');
