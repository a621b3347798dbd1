/*
 * What a CSS selector requires of an element before it can match (jsdomRuleIndex.ts files rules by it): the class,
 * id or tag name of the last compound selector of each alternative, read without jsdom's engine. A selector this
 * reading cannot be sure of (escapes, namespaces, an alternative with none of the three) gives null.
 */

/** A class, an id or a tag name the element must carry for one alternative of a selector list to match it. */
export type Requirement = { className: string } | { id: string } | { tag: string };

const combinators = new Set([' ', '\t', '\n', '\r', '\f', '>', '+', '~']);
const nameCharacter = /[\w\u00a0-\uffff-]/;

/** The places of `separators` outside brackets, parentheses and quotes; null if the selector has escapes. */
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

const nameFrom = (text: string, start: number) => {
  let end = start;
  while (end < text.length && nameCharacter.test(text[end])) end++;
  return text.slice(start, end);
};

/** What the last compound selector of one alternative requires: a class or an id first, else its tag. */
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
      const name = nameFrom(compound, index + 1);
      if (name) return character === '.' ? { className: name } : { id: name };
    }
  }
  // Type selectors match HTML elements whatever the case: filed in lower case, looked up in lower case.
  const tag = /^[a-z]/i.test(compound) ? nameFrom(compound, 0) : '';
  return tag ? { tag: tag.toLowerCase() } : null;
}

const requirements = new Map<string, Requirement[] | null>();

/** One requirement per alternative of the list, or null when some alternative requires nothing we can see. */
export function requirementsOf(selector: string): Requirement[] | null {
  let known = requirements.get(selector);
  if (known !== undefined) return known;
  const cuts = topLevelParts(selector, (character) => character === ',');
  const alternatives = cuts ? splitAt(selector, cuts).map(requirementOf) : [null];
  known = alternatives.every((requirement) => requirement !== null) ? (alternatives as Requirement[]) : null;
  requirements.set(selector, known);
  return known;
}
