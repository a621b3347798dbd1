/*
 * A course description (rich text, sanitized on save: server/services/sanitizeHtml.ts) as the blocks a PDF
 * sets as text: headings, paragraphs and list items. Links, emphasis and the like keep their words only;
 * images and tables of layout are not part of a printed brochure.
 */

export type HtmlBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** `marker` is "•" in a bulleted list, "3." in a numbered one; `depth` 0 for a top-level item. */
  | { kind: 'item'; text: string; marker: string; depth: number };

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return named[name.toLowerCase()] ?? whole;
  });
}

const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const blockTags = new Set(['p', 'div', 'blockquote', 'pre', 'section', 'article', 'tr', 'figcaption']);
/** Content that is not text a reader should see in the brochure. */
const skippedTags = new Set(['script', 'style', 'template', 'iframe', 'object', 'svg']);

export function htmlBlocks(html: string | null | undefined): HtmlBlock[] {
  const blocks: HtmlBlock[] = [];
  const lists: Array<{ ordered: boolean; count: number }> = [];
  let current: { kind: 'heading' | 'paragraph' | 'item'; marker: string; depth: number } = {
    kind: 'paragraph',
    marker: '',
    depth: 0,
  };
  let text = '';
  let skipping: string | null = null;

  const flush = () => {
    // Spaces collapse as a browser would; a <br> stays a line break.
    const clean = text
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
    if (clean) {
      blocks.push(
        current.kind === 'item'
          ? { kind: 'item', text: clean, marker: current.marker, depth: current.depth }
          : { kind: current.kind, text: clean },
      );
    }
    text = '';
  };
  const start = (kind: 'heading' | 'paragraph' | 'item', marker = '', depth = 0) => {
    flush();
    current = { kind, marker, depth };
  };
  /** After a block closes, loose text belongs to the enclosing list item, or is a paragraph of its own. */
  const resume = () => {
    flush();
    current = { kind: 'paragraph', marker: '', depth: 0 };
  };

  for (const token of (html ?? '').matchAll(
    /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|<!--[\s\S]*?-->|[^<]+|</g,
  )) {
    const [whole, closing, rawTag] = token;
    if (!rawTag) {
      if (!skipping && !whole.startsWith('<!--')) text += decodeEntities(whole.replace(/\n/g, ' '));
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (skipping) {
      if (closing && tag === skipping) skipping = null;
      continue;
    }
    if (skippedTags.has(tag)) {
      if (!closing && !whole.endsWith('/>')) skipping = tag;
      continue;
    }
    if (tag === 'br') {
      text += '\n';
    } else if (tag === 'ul' || tag === 'ol') {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: tag === 'ol', count: 0 });
      if (closing) resume();
    } else if (tag === 'li') {
      if (closing) {
        resume();
      } else {
        const list = lists.at(-1) ?? { ordered: false, count: 0 };
        list.count += 1;
        start('item', list.ordered ? `${list.count}.` : '•', Math.max(0, lists.length - 1));
      }
    } else if (headingTags.has(tag)) {
      if (closing) resume();
      else start('heading');
    } else if (blockTags.has(tag)) {
      if (closing) resume();
      else if (current.kind !== 'item') start('paragraph');
    }
  }
  flush();
  return blocks;
}
