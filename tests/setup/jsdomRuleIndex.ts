import { createRequire } from 'node:module';
import { implForWrapper, jsdomModule } from './jsdomInternals';
import { type Requirement, requirementsOf } from './jsdomSelectorRequirements';

/*
 * To find the rules that style an element, jsdom runs its selector engine on every rule of every style sheet,
 * and it does so again after every change to the document (its answers are kept only until then). MUI's
 * styles are thousands of rules, emotion adds a sheet for each, and in the web project's shared workers they
 * stay for the files after (tests/setup/web.ts). In a react-admin form test, finding the rules was a third of
 * the CPU (FeatureIconInput: 3.2 s of 9.7 s, mostly MUI's self-sizing text areas and the accessible names
 * of the role queries), even with a filter in front of the engine that still visited every rule.
 *
 * A browser files rules by what the last compound selector of each requires (a class, an id, a tag name)
 * and matches only those an element could meet. This does the same: jsdom's `getDeclarationForElement`
 * (which its getComputedStyle and its resolved values call) is replaced by one that keeps the rules of the
 * sheets filed by requirement, files them again only when a sheet or a rule changes, and asks jsdom's engine
 * about the element's candidates alone, in the sheets' order. A rule with any alternative that requires
 * nothing this reading can see is a candidate for every element. The declaration is built as jsdom builds
 * it, from the same rules in the same order, and kept in jsdom's own cache, which jsdom empties on change;
 * building it (parsing every property again) was the other half of the cost, so until the next change,
 * elements without an inline style that match the same rules share one. Nothing writes to it: the computed
 * style that shows it is read-only (jsdomComputedStyle.ts), and jsdom's own readers copy from it.
 */

interface Rule {
  selectorText?: string;
  style: ArrayLike<string> & CSSStyleDeclaration;
  media?: ArrayLike<string>;
  cssRules?: ArrayLike<Rule>;
  styleSheet?: { cssRules: ArrayLike<Rule> } | null;
}
interface Sheet {
  cssRules: ArrayLike<Rule>;
}
interface SelectorEngine {
  check(selector: string, element: ElementImpl): { match: boolean; pseudoElement: string | null };
}
interface DocumentImpl {
  _styleCache: WeakMap<ElementImpl, CSSStyleDeclaration> | null;
  _domSelector: SelectorEngine;
  styleSheets: { _list: Sheet[] };
}
interface ElementImpl {
  localName: string;
  style: ArrayLike<string> & CSSStyleDeclaration;
  _ownerDocument: DocumentImpl;
  getAttributeNS(namespace: null, name: string): string | null;
}
/** jsdom's own reading of a rule's selector (a cssstyle workaround it keeps), as it asks its engine. */
const selectorOf = (rule: Rule) => rule.selectorText!.split(';').pop()!.trim();

/** The style rules jsdom visits, in its order: `@media screen` and `@import` opened one level, as it does. */
function visitRules(sheet: Sheet, visit: (rule: Rule) => void) {
  for (const rule of Array.from(sheet.cssRules)) {
    if (rule.media) {
      const forScreen = Array.prototype.includes.call(rule.media, 'screen');
      if (rule.constructor.name === 'CSSImportRule') {
        if (rule.styleSheet && (rule.media.length === 0 || forScreen))
          Array.from(rule.styleSheet.cssRules).forEach(visit);
      } else if (forScreen && rule.cssRules) Array.from(rule.cssRules).forEach(visit);
    } else visit(rule);
  }
}

interface Filed {
  order: number;
  rule: Rule;
}
/** The rules of the sheets as last filed, and the files. */
interface RuleIndex {
  rules: Rule[];
  /** jsdom's style cache when the rules were last seen unchanged: jsdom drops it on every change. */
  seenWith: WeakMap<ElementImpl, CSSStyleDeclaration> | null;
  everyElement: Filed[];
  byKey: Map<string, Filed[]>;
  /** The declaration of each set of matching rules met since the last change (elements share theirs). */
  declarations: Map<string, CSSStyleDeclaration>;
}
const keyOf = (requirement: Requirement) =>
  'className' in requirement
    ? `.${requirement.className}`
    : 'id' in requirement
      ? `#${requirement.id}`
      : requirement.tag;

function fileRules(rules: Rule[]): RuleIndex {
  const index: RuleIndex = {
    rules,
    seenWith: null,
    everyElement: [],
    byKey: new Map(),
    declarations: new Map(),
  };
  rules.forEach((rule, order) => {
    if (!rule.selectorText) return;
    const needed = requirementsOf(selectorOf(rule));
    if (!needed) {
      index.everyElement.push({ order, rule });
      return;
    }
    for (const key of new Set(needed.map(keyOf))) {
      const filed = index.byKey.get(key);
      if (filed) filed.push({ order, rule });
      else index.byKey.set(key, [{ order, rule }]);
    }
  });
  return index;
}

const styleRules = jsdomModule<{ getDeclarationForElement: (element: ElementImpl) => CSSStyleDeclaration }>(
  'helpers/style-rules.js',
);
// What jsdom's style-rules module requires, required from where it is: the same instances.
const jsdomRequire = createRequire(
  createRequire(import.meta.url).resolve('jsdom/lib/jsdom/living/helpers/style-rules.js'),
);
const { CSSStyleDeclaration: Declaration } = jsdomRequire('cssstyle') as {
  CSSStyleDeclaration: new () => CSSStyleDeclaration;
};
const cssom = jsdomRequire('@acemir/cssom') as { parse(css: string): Sheet };
const defaultSheet = cssom.parse(
  jsdomRequire('node:fs').readFileSync(jsdomRequire.resolve('../../browser/default-stylesheet.css'), 'utf8'),
);

const indexes = new WeakMap<DocumentImpl, RuleIndex>();

function visitDocumentRules(document: DocumentImpl, visit: (rule: Rule) => void) {
  visitRules(defaultSheet, visit);
  for (const sheet of document.styleSheets._list) visitRules(sheet, visit);
}

/**
 * The document's rules filed. They are looked over once after each change to the document (jsdom's cache is
 * new then), and filed again only when a sheet came, went or changed.
 */
function indexFor(document: DocumentImpl): RuleIndex {
  const known = indexes.get(document);
  if (known?.seenWith && known.seenWith === document._styleCache) return known;
  let index = known;
  if (known) {
    let at = 0;
    let same = true;
    visitDocumentRules(document, (rule) => {
      same &&= known.rules[at++] === rule;
    });
    if (!same || at !== known.rules.length) index = undefined;
  }
  if (!index) {
    const rules: Rule[] = [];
    visitDocumentRules(document, (rule) => rules.push(rule));
    index = fileRules(rules);
    indexes.set(document, index);
  }
  index.seenWith = document._styleCache;
  // A rule's style can be changed in place through the CSSOM; jsdom reads it again after each change too.
  index.declarations.clear();
  return index;
}

/** The element's candidate rules in the sheets' order: those filed under none of its keys cannot match it. */
function candidatesFor(element: ElementImpl, index: RuleIndex): Filed[] {
  const keys = [element.localName.toLowerCase()];
  for (const className of (element.getAttributeNS(null, 'class') ?? '').split(/\s+/))
    if (className) keys.push(`.${className}`);
  const id = element.getAttributeNS(null, 'id');
  if (id) keys.push(`#${id}`);
  const candidates = [...index.everyElement];
  for (const key of new Set(keys)) candidates.push(...(index.byKey.get(key) ?? []));
  candidates.sort((a, b) => a.order - b.order);
  return candidates.filter((filed, at) => at === 0 || candidates[at - 1].order !== filed.order);
}

function matches(document: DocumentImpl, rule: Rule, element: ElementImpl) {
  try {
    const { match, pseudoElement } = document._domSelector.check(selectorOf(rule), element);
    return match && !pseudoElement;
  } catch {
    return false;
  }
}

/** jsdom's declaration of the element: every property of its matching rules in order, then its inline style. */
function declarationForElement(element: ElementImpl): CSSStyleDeclaration {
  const document = element._ownerDocument;
  document._styleCache ??= new WeakMap();
  const cached = document._styleCache.get(element);
  if (cached) return cached;
  const index = indexFor(document);
  const matching = candidatesFor(element, index).filter(({ rule }) => matches(document, rule, element));
  // Without an inline style the declaration is that of its rules alone: built once for each set of them.
  const key = element.style.length === 0 ? matching.map(({ order }) => order).join(',') : null;
  let declaration = key === null ? undefined : index.declarations.get(key);
  if (!declaration) {
    declaration = declarationOf([...matching.map(({ rule }) => rule.style), element.style]);
    if (key !== null) index.declarations.set(key, declaration);
  }
  document._styleCache.set(element, declaration);
  return declaration;
}

/** Every property of the styles in order, a later one over an earlier, as jsdom builds a declaration. */
function declarationOf(styles: Rule['style'][]) {
  const declaration = new Declaration();
  for (const style of styles) {
    for (const property of Array.from(style)) {
      const value = style.getPropertyValue(property);
      // https://drafts.csswg.org/css-cascade-4/#valdef-all-unset
      if (value === 'unset') declaration.removeProperty(property);
      else declaration.setProperty(property, value, style.getPropertyPriority(property));
    }
  }
  return declaration;
}

if (
  (implForWrapper(window.document) as { _domSelector?: SelectorEngine } | null)?._domSelector === undefined
) {
  throw new Error('jsdom changed: its document has no selector engine to ask');
}
// Class names match case-insensitively in quirks mode: there jsdom decides alone.
if (window.document.compatMode === 'CSS1Compat') styleRules.getDeclarationForElement = declarationForElement;
