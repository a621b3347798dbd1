/*
 * The part of jsdom's API the API tests use to parse a rendered page as a browser would (jsdom ships no
 * types and @types/jsdom is not installed; the web project gets its DOM from Vitest's environment).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
