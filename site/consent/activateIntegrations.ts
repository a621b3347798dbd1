import { type ConsentCategories, isConsentCategory } from './consentCookie';

/*
 * The server sends each integration snippet inert, inside `<template data-consent="analytics|marketing">`
 * (server/services/integrationScripts.ts). Once the visitor has granted a snippet's category, its nodes are
 * put live right after the template, as the parser would have run them: scripts one after another, an
 * external script without `async` finished before the next node (the snippet's inline code may call it).
 * Under the site's CSP a script this module makes with an address runs ('strict-dynamic' admits what a
 * trusted script inserts, the parser never met it); an inline one is named by the hash of its text in the
 * page's policy (the server hashed the snippets it sent: server/ssr/pageRenderer.ts), as CSP 3 asks, so its
 * text is copied exactly (Chromium also runs an inline script a trusted one made without it).
 */

const activated = new WeakSet<HTMLTemplateElement>();
let queue: Promise<void> = Promise.resolve();

/** A script element that runs: the inert one's attributes and text on an element made by this page. */
function runnable(inert: HTMLScriptElement): HTMLScriptElement {
  const script = document.createElement('script');
  for (const { name, value } of Array.from(inert.attributes)) script.setAttribute(name, value);
  // A created script is async unless told otherwise; the parser would have kept the snippet's order.
  if (inert.src && !inert.hasAttribute('async')) script.async = false;
  script.text = inert.text;
  return script;
}

/** A live copy of one snippet node: scripts re-made (a copied script never runs), everything else imported. */
function liveCopy(node: Node): Node {
  if (node instanceof HTMLScriptElement) return runnable(node);
  const copy = document.importNode(node, true);
  if (copy instanceof Element) {
    for (const inner of Array.from(copy.querySelectorAll('script'))) inner.replaceWith(runnable(inner));
  }
  return copy;
}

/** Settles when an external script has loaded or failed (a blocked tag must not hold up the others). */
const finished = (script: HTMLScriptElement) =>
  new Promise<void>((resolve) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => resolve(), { once: true });
  });

async function putLive(template: HTMLTemplateElement): Promise<void> {
  let after: ChildNode = template;
  for (const node of Array.from(template.content.childNodes)) {
    const live = liveCopy(node) as ChildNode;
    after.after(live);
    after = live;
    if (live instanceof HTMLScriptElement && live.src && !live.async) await finished(live);
  }
}

async function activate(granted: ConsentCategories): Promise<void> {
  for (const template of Array.from(
    document.querySelectorAll<HTMLTemplateElement>('template[data-consent]'),
  )) {
    const category = template.dataset.consent;
    if (!isConsentCategory(category) || !granted[category] || activated.has(template)) continue;
    activated.add(template);
    await putLive(template);
  }
}

/**
 * Puts live, in page order, every snippet whose category is granted and that is not live yet. Calls queue
 * up, so a choice made while an earlier activation still waits for a script keeps the order.
 */
export function activateIntegrations(granted: ConsentCategories): Promise<void> {
  queue = queue.then(() => activate(granted));
  return queue;
}

/** Whether the page holds any consent-gated snippet at all. */
export const hasGatedIntegrations = (): boolean => document.querySelector('template[data-consent]') !== null;
