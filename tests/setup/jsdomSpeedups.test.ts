import { afterEach, describe, expect, it } from 'vitest';

/*
 * The web project's setup replaces four of jsdom's answers with faster ones (jsdomComputedStyle.ts,
 * jsdomRuleIndex.ts, jsdomLabelLookup.ts, jsdomEmotionLookup.ts). They must stay the answers the tests rely
 * on: what is hidden, which rules style an element, what a label names, which style element emotion finds.
 */

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function addStyle(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}

describe('getComputedStyle in the web tests', () => {
  it('is the one the document’s window and the globals hand out', () => {
    expect(document.defaultView?.getComputedStyle).toBe(globalThis.getComputedStyle);
  });

  it('reads display from the rules, visibility through the ancestors, and inline style over both', () => {
    addStyle('.gone { display: none } .veiled { visibility: hidden } .padded { padding-top: 7px }');
    document.body.innerHTML =
      '<div class="gone" id="a"></div><section class="veiled"><p><span id="b">x</span></p></section>' +
      '<div class="padded" id="c" style="padding-top: 9px"></div><div id="d"></div>';
    const style = (id: string) => getComputedStyle(document.getElementById(id)!);
    expect(style('a').display).toBe('none');
    expect(style('b').visibility).toBe('hidden');
    expect(style('c').paddingTop).toBe('9px');
    expect(style('c').getPropertyValue('padding-top')).toBe('9px');
    expect(style('d').display).toBe('block');
    expect(style('d').visibility).toBe('visible');
    expect(document.getElementById('a')).not.toBeVisible();
    expect(document.getElementById('b')).not.toBeVisible();
    expect(document.getElementById('d')).toBeVisible();
  });

  it('follows the document as it changes, as a browser’s does', () => {
    addStyle('.gone { display: none }');
    document.body.innerHTML = '<div id="a"></div>';
    const element = document.getElementById('a')!;
    const style = getComputedStyle(element);
    expect(style.display).toBe('block');
    element.className = 'gone';
    expect(style.display).toBe('none');
    expect(getComputedStyle(element).display).toBe('none');
  });

  it('refuses writes, as a browser’s does', () => {
    document.body.innerHTML = '<div id="a"></div>';
    const style = getComputedStyle(document.getElementById('a')!);
    expect(() => style.setProperty('display', 'none')).toThrow(/cannot be changed/);
    expect(() => {
      style.display = 'none';
    }).toThrow(/cannot be changed/);
    expect(getComputedStyle(document.getElementById('a')!).display).toBe('block');
  });
});

describe('the rules that style an element in the web tests', () => {
  it('are every rule whose last compound the element meets, whatever the selector looks like', () => {
    addStyle(
      '.panel .field { display: none } ' +
        'section, .other { visibility: hidden } ' +
        'p:not(.shown) { display: none } ' +
        '[data-x="a.b"] { display: none } ' +
        '#solo.solo-class { display: none } ' +
        '@media screen { .screen-only { display: none } } ' +
        '.a.b > .c + .d ~ .e { display: none }',
    );
    document.body.innerHTML =
      '<div class="panel"><span class="field" id="f1"></span></div><span class="field" id="f2"></span>' +
      '<section id="s"></section><p id="p1"></p><p class="shown" id="p2"></p><i data-x="a.b" id="x"></i>' +
      '<b id="solo" class="solo-class"></b><b id="solo-not"></b><u class="screen-only" id="m"></u>' +
      '<div class="a b"><i class="c"></i><i class="d"></i><i class="e" id="e"></i></div>';
    const display = (id: string) => getComputedStyle(document.getElementById(id)!).display;
    expect(display('f1')).toBe('none');
    expect(display('f2')).toBe('inline');
    expect(getComputedStyle(document.getElementById('s')!).visibility).toBe('hidden');
    expect(display('p1')).toBe('none');
    expect(display('p2')).toBe('block');
    expect(display('x')).toBe('none');
    expect(display('solo')).toBe('none');
    expect(display('solo-not')).toBe('inline');
    expect(display('m')).toBe('none');
    expect(display('e')).toBe('none');
  });

  it('follow a class as it comes and goes', () => {
    addStyle('.gone { display: none }');
    document.body.innerHTML = '<div id="a" class="x"></div>';
    const element = document.getElementById('a')!;
    element.classList.add('gone');
    expect(getComputedStyle(element).display).toBe('none');
    element.classList.remove('gone');
    expect(getComputedStyle(element).display).toBe('block');
  });
});

describe('the rules filed by what they require', () => {
  it('match by tag whatever the case, and by class, id or nothing visible, in the order of the sheets', () => {
    addStyle(
      'DIV { display: none } .late { display: block } [hidden] { display: none } #k { display: flex }',
    );
    document.body.innerHTML =
      '<div id="a"></div><div id="b" class="late"></div><span id="c" hidden></span><i id="k"></i>';
    const display = (id: string) => getComputedStyle(document.getElementById(id)!).display;
    expect(display('a')).toBe('none');
    expect(display('b')).toBe('block');
    expect(display('c')).toBe('none');
    expect(display('k')).toBe('flex');
  });

  it('follow sheets that come, go and change, rules inserted into a sheet and rules changed in place', () => {
    document.body.innerHTML = '<p id="p" class="x"></p>';
    const paragraph = document.getElementById('p')!;
    expect(getComputedStyle(paragraph).display).toBe('block');
    addStyle('.x { display: none }');
    expect(getComputedStyle(paragraph).display).toBe('none');
    const later = document.createElement('style');
    later.textContent = '.x { display: inline }';
    document.head.append(later);
    expect(getComputedStyle(paragraph).display).toBe('inline');
    later.textContent = '.x { display: flex }';
    expect(getComputedStyle(paragraph).display).toBe('flex');
    (later.sheet as CSSStyleSheet).insertRule('p.x { display: grid }', 1);
    paragraph.setAttribute('data-touched', '');
    expect(getComputedStyle(paragraph).display).toBe('grid');
    (later.sheet!.cssRules[1] as CSSStyleRule).style.display = 'table';
    paragraph.setAttribute('data-touched', 'again');
    expect(getComputedStyle(paragraph).display).toBe('table');
    later.remove();
    expect(getComputedStyle(paragraph).display).toBe('none');
  });

  it('give elements with the same rules the same answer, and an inline style its own', () => {
    addStyle('.box { padding-top: 4px; display: inline-block }');
    document.body.innerHTML =
      '<b class="box" id="a"></b><b class="box" id="b"></b><b class="box" id="c" style="padding-top: 8px"></b>';
    const style = (id: string) => getComputedStyle(document.getElementById(id)!);
    expect(style('a').paddingTop).toBe('4px');
    expect(style('b').paddingTop).toBe('4px');
    expect(style('c').paddingTop).toBe('8px');
    expect(style('c').display).toBe('inline-block');
    expect(style('a').paddingTop).toBe('4px');
  });
});

describe('emotion’s look-up of its server-rendered styles in the web tests', () => {
  it('finds the first style element in the document with that name, else none, as the selector would', () => {
    document.head.innerHTML =
      '<style data-emotion="css-global other"></style><style id="first" data-emotion="css-global abc"></style>';
    document.body.innerHTML =
      '<style id="second" data-emotion="css-global abc"></style><div data-emotion="css-global only-div"></div>';
    expect(document.querySelector('style[data-emotion="css-global abc"]')?.id).toBe('first');
    expect(document.querySelector('style[data-emotion="css-global only-div"]')).toBeNull();
    expect(document.querySelector('style[data-emotion="css-global missing"]')).toBeNull();
    expect(document.querySelector('div[data-emotion="css-global only-div"]')).toBe(
      document.querySelector('div'),
    );
  });
});

describe('a label’s control in the web tests', () => {
  it('is the element its `for` names, or the first labelable element inside it', () => {
    document.body.innerHTML =
      '<label id="l1" for="name">Ad</label><input id="name">' +
      '<label id="l2">E-posta <input id="mail"></label>' +
      '<label id="l3" for="nothing">Yok</label>' +
      '<label id="l4" for="box">Kutu</label><div id="box"></div>';
    const control = (id: string) => (document.getElementById(id) as HTMLLabelElement).control;
    expect(control('l1')).toBe(document.getElementById('name'));
    expect(control('l2')).toBe(document.getElementById('mail'));
    expect(control('l3')).toBeNull();
    expect(control('l4')).toBeNull();
    expect(document.getElementById('name')).toHaveAccessibleName('Ad');
  });

  it('is the first element in tree order when an id is held twice', () => {
    document.body.innerHTML = '<div id="late"></div><label id="l" for="twice">İki</label>';
    const later = document.createElement('input');
    later.id = 'twice';
    document.body.append(later);
    const first = document.createElement('input');
    first.id = 'twice';
    document.getElementById('late')!.append(first);
    expect((document.getElementById('l') as HTMLLabelElement).control).toBe(first);
  });
});
