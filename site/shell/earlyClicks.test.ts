import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { earlyClickScript, replayEarlyClick } from './earlyClicks';

describe('a click before the page is live', () => {
  const controller = new AbortController();
  // The head's script, its listener removed after the tests (jsdom's document outlives them).
  new Function('document', earlyClickScript)({
    querySelector: (selector: string) => document.querySelector(selector),
    addEventListener: (type: string, listener: EventListener, capture: boolean) =>
      document.addEventListener(type, listener, { capture, signal: controller.signal }),
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });
  afterAll(() => controller.abort());

  function page() {
    document.body.innerHTML =
      '<div id="root"><button type="button" id="menu">Menü</button><button type="button" id="call">Ara</button>' +
      '<button type="button" data-consent-choice="all">Kabul</button><button id="send">Gönder</button></div>';
    const root = document.getElementById('root')!;
    const clicked: string[] = [];
    root.addEventListener('click', (event) => clicked.push((event.target as Element).id || 'consent'));
    const button = (selector: string) => root.querySelector<HTMLButtonElement>(selector)!;
    return { root, clicked, button };
  }

  it('is answered once the page is live: the last plain button clicked is clicked again', () => {
    const { root, clicked, button } = page();
    button('#call').click();
    button('#menu').click();
    // The banner's choices act on their own; a submit button's form does its own work.
    button('[data-consent-choice]').click();
    button('#send').click();
    clicked.length = 0;
    root.setAttribute('data-hydrated', '');
    replayEarlyClick(root);
    expect(clicked).toEqual(['menu']);
    replayEarlyClick(root);
    expect(clicked).toEqual(['menu']);
  });

  it('keeps nothing once the page is live, and drops a button hydration replaced', () => {
    const { root, clicked, button } = page();
    button('#menu').click();
    button('#menu').remove();
    replayEarlyClick(root);
    expect(clicked).toEqual(['menu']);

    root.setAttribute('data-hydrated', '');
    button('#call').click();
    clicked.length = 0;
    replayEarlyClick(root);
    expect(clicked).toEqual([]);
  });
});
