import { implForWrapper } from './jsdomInternals';

/*
 * To find the rules that style an element, jsdom runs its selector engine on every rule of every style sheet.
 * MUI's styles are thousands of rules, nearly all of them ending in a class (`.css-1x2y3z`,
 * `.css-1x2y3z .MuiInputBase-input`), and the document changes (so the answers are matched again) between most
 * questions: matching was a quarter of a react-admin form test's CPU (ContentImageAlts: 4.2 s of 17.3 s).
 * A browser first files rules by the class or id their last compound selector requires and matches only the
 * ones an element could meet. This does the same in front of jsdom's engine: a rule whose every alternative
 * requires a class (or id) the element does not carry is answered "no match" without the engine; any other
 * rule, and any selector this reading cannot be sure of, still goes to the engine. The answers are the same.
 */

interface ElementImpl {
  getAttributeNS(namespace: null, name: string): string | null;
}
interface SelectorEngine {
  check(selector: string, element: ElementImpl): { match: boolean; pseudoElement: string | null };
}
/** A class or an id the element must carry for one alternative of a selector list to match it. */
type Requirement = { className: string } | { id: string };

const combinators = new Set([' ', '\t', '\n', '\r', '\f', '>', '+', '~']);
const nameCharacter = /[\w\u00a0-\uffff-]/;

/** The selector split at the commas outside brackets, parentheses and quotes; null if it has escapes. */
function topLevelParts(selector: string, separators: (character: string) => boolean): number[] | null {
  const cuts: number[] = [];
  let depth = 0;
  let quote = '';
  for (let index = 0; index < selector.length; index++) {
    const character = selector[index];
    if (character === '\\') return null;
    if (quote) {
      if (character === quote) quote = '';
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '(' || character === '[') depth++;
    else if (character === ')' || character === ']') depth--;
    else if (depth === 0 && separators(character)) cuts.push(index);
  }
  return cuts;
}

function splitAt(text: string, cuts: number[]) {
  const parts: string[] = [];
  let start = 0;
  for (const cut of cuts) {
    parts.push(text.slice(start, cut));
    start = cut + 1;
  }
  parts.push(text.slice(start));
  return parts;
}

/** What the last compound selector of one alternative requires of the element, if it names a class or id. */
function requirementOf(alternative: string): Requirement | null {
  const trimmed = alternative.trim();
  if (!trimmed || /[|&]/.test(trimmed)) return null;
  const cuts = topLevelParts(trimmed, (character) => combinators.has(character));
  if (!cuts) return null;
  const compound = trimmed.slice(cuts.length > 0 ? cuts.at(-1)! + 1 : 0);
  let depth = 0;
  for (let index = 0; index < compound.length; index++) {
    const character = compound[index];
    if (character === '(' || character === '[') depth++;
    else if (character === ')' || character === ']') depth--;
    else if (depth === 0 && (character === '.' || character === '#')) {
      let end = index + 1;
      while (end < compound.length && nameCharacter.test(compound[end])) end++;
      const name = compound.slice(index + 1, end);
      if (name) return character === '.' ? { className: name } : { id: name };
    }
  }
  return null;
}

const requirements = new Map<string, Requirement[] | null>();

/** One requirement per alternative of the list, or null when some alternative requires nothing we can see. */
function requirementsOf(selector: string): Requirement[] | null {
  let known = requirements.get(selector);
  if (known !== undefined) return known;
  const cuts = topLevelParts(selector, (character) => character === ',');
  const alternatives = cuts ? splitAt(selector, cuts).map(requirementOf) : [null];
  known = alternatives.every((requirement) => requirement !== null) ? (alternatives as Requirement[]) : null;
  requirements.set(selector, known);
  return known;
}

function couldMatch(element: ElementImpl, needed: Requirement[]) {
  const classes = ` ${(element.getAttributeNS(null, 'class') ?? '').replace(/\s+/g, ' ')} `;
  const id = element.getAttributeNS(null, 'id');
  return needed.some((requirement) =>
    'className' in requirement ? classes.includes(` ${requirement.className} `) : requirement.id === id,
  );
}

const engine = (implForWrapper(window.document) as { _domSelector?: SelectorEngine } | null)?._domSelector;
if (!engine || typeof engine.check !== 'function') {
  throw new Error("jsdom changed: its document has no selector engine's check to filter for");
}
// Class names match case-insensitively in quirks mode: there the engine decides alone.
if (window.document.compatMode === 'CSS1Compat') {
  const check = engine.check.bind(engine);
  engine.check = (selector, element) => {
    const needed = requirementsOf(selector);
    return needed && !couldMatch(element, needed)
      ? { match: false, pseudoElement: null }
      : check(selector, element);
  };
}
