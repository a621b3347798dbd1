import { implForWrapper, jsdomModule, wrapperForImpl } from './jsdomInternals';

/*
 * Every MUI input mounts an emotion <Global> (its autofill keyframes), and each one first looks for a
 * server-rendered copy of its styles with `document.querySelector('style[data-emotion="…"]')`. jsdom's
 * selector engine answers an attribute selector by matching every element of the document, and the head holds
 * thousands of emotion's style elements (one per rule in development, kept for the files after in the web
 * project's shared workers): 36 ms a question, three quarters of a second of a form test (FeatureIconInput).
 * This answers that one form of question with a plain walk of the document in tree order, comparing the tag
 * and the attribute as the selector does; any other selector still goes to jsdom.
 */

interface NodeImpl {
  _localName?: string;
  getAttributeNS?(namespace: null, name: string): string | null;
}

const { domSymbolTree } = jsdomModule<{
  domSymbolTree: { treeIterator(root: object): Iterable<NodeImpl> };
}>('helpers/internal-constants.js');

const emotionStyleSelector = /^style\[data-emotion="([^"\\]*)"\]$/;
const jsdomDocument = (window.document.defaultView ?? window).Document.prototype;
const querySelector = jsdomDocument.querySelector;

function firstStyleElementNamed(document: Document, name: string): Element | null {
  for (const node of domSymbolTree.treeIterator(implForWrapper(document) as object)) {
    if (node._localName === 'style' && node.getAttributeNS?.(null, 'data-emotion') === name)
      return wrapperForImpl(node) as Element;
  }
  return null;
}

jsdomDocument.querySelector = function (this: Document, selectors: string) {
  const name = emotionStyleSelector.exec(selectors)?.[1];
  return name === undefined ? querySelector.call(this, selectors) : firstStyleElementNamed(this, name);
} as typeof querySelector;
