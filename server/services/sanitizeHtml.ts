import sanitizeHtml from 'sanitize-html';

/*
 * The one allow-list for rich text typed in the back office (contracts, course descriptions, content pages).
 * Everything not listed here is removed: no scripts, styles, event handlers, iframes, classes or inline CSS.
 * The checks run on the decoded attribute value, so entity tricks ("java&#x09;script:") cannot slip through.
 */

const linkPattern = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+0-9()\-\s.]+)$/i;
/** Our own uploads (no parent-directory hops, no query tricks) or any HTTPS image. */
const imagePattern = /^(\/uploads\/(?!.*\.\.)[A-Za-z0-9/_.\-%]+|https:\/\/[^\s"'<>]+)$/;
const spanPattern = /^[1-9]\d?$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'br',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    // alt is kept for screen readers; it is plain text and cannot carry script.
    img: ['src', 'alt'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto', 'tel'], img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Browsers and editors produce <b>/<i>; keep their meaning with the allowed tags.
    b: 'strong',
    i: 'em',
    strike: 's',
    // Headings keep their place in the outline: the page already has its own <h1>.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const kept: sanitizeHtml.Attributes = {};
      if (href && linkPattern.test(href)) Object.assign(kept, { href, rel: 'noopener noreferrer' });
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim();
      const kept: sanitizeHtml.Attributes = {};
      if (src && imagePattern.test(src)) kept.src = src;
      kept.alt = attribs.alt ?? '';
      return { tagName, attribs: kept };
    },
    th: (tagName, attribs) => ({ tagName, attribs: spans(attribs) }),
    td: (tagName, attribs) => ({ tagName, attribs: spans(attribs) }),
  },
  // An image whose source was refused is dropped altogether rather than left as a broken <img>.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

function spans(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const name of ['colspan', 'rowspan']) {
    if (attribs[name] && spanPattern.test(attribs[name])) kept[name] = attribs[name];
  }
  return kept;
}

/** Cleans HTML from a rich-text editor down to the allow-list above. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** True when sanitized HTML has no visible text and no image: an "empty" editor value such as <p><br></p>. */
export function isBlankRichText(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}
