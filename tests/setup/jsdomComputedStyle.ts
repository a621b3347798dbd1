import { implForWrapper, jsdomModule } from './jsdomInternals';

/*
 * jsdom's getComputedStyle builds its whole answer on every call: it parses again every property the element's
 * rules set, into a new declaration, and resolves sixteen more, colours among them, each inherited one through
 * every ancestor, whose rules are matched in turn. Its callers read one to six properties: Testing Library and
 * jest-dom `display` and `visibility`, user-event `pointer-events`, MUI's self-sizing text area its padding and
 * borders. In the web project that was 69 s of 411 s of CPU (a CPU profile of every file).
 *
 * Here the answer is jsdom's own, read when asked: the element's matched declaration (which jsdom builds once
 * and keeps until the document changes) seen through a read-only view whose `getPropertyValue` gives a
 * property jsdom resolves (visibility, display, pointer-events, the colours) by jsdom's own resolution, and any
 * other as declared. The view is live, as a browser's is, and refuses writes, as a browser's does.
 * A pseudo-element still goes to jsdom.
 */

type Declaration = CSSStyleDeclaration;

// The module, not its function: jsdomRuleIndex.ts replaces `getDeclarationForElement` on it.
const styleRules = jsdomModule<{
  getDeclarationForElement: (element: object) => Declaration;
  getResolvedValue: (element: object, property: string) => string;
  propertiesWithResolvedValueImplemented: Record<string, unknown>;
}>('helpers/style-rules.js');
const { getResolvedValue, propertiesWithResolvedValueImplemented } = styleRules;

const jsdomWindow = window.document.defaultView ?? window;
const computeWholeStyle = jsdomWindow.getComputedStyle.bind(jsdomWindow);

function refuseWrite(): never {
  throw new DOMException('A computed style cannot be changed.', 'NoModificationAllowedError');
}

function computedStyleReadWhenAsked(element: Element, pseudoElement?: string | null): Declaration {
  if (pseudoElement) return computeWholeStyle(element, pseudoElement);
  const impl = implForWrapper(element) as object;
  const declared = () => styleRules.getDeclarationForElement(impl);
  // The declaration's own property getters (`style.display`, `style.paddingTop`) call `getPropertyValue`.
  const view = Object.create(declared()) as Declaration;
  Object.defineProperties(view, {
    getPropertyValue: {
      value: (property: string) =>
        property in propertiesWithResolvedValueImplemented
          ? getResolvedValue(impl, property)
          : declared().getPropertyValue(property),
    },
    setProperty: { value: refuseWrite },
    removeProperty: { value: refuseWrite },
    _setProperty: { value: refuseWrite },
    cssText: { get: () => declared().cssText, set: refuseWrite },
  });
  return view;
}

// Vitest's globals copy the jsdom window's; libraries ask the document's own window (`defaultView`).
for (const holder of new Set([window, globalThis, jsdomWindow])) {
  holder.getComputedStyle = computedStyleReadWhenAsked as typeof window.getComputedStyle;
}
