/*
 * The part of jsdom's API the server tests use to parse a rendered page as a browser would, and to run its
 * inline scripts (jsdom ships no types and @types/jsdom is not installed; the web project gets its DOM from
 * Vitest's environment).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'dangerously'; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
