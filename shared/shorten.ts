/**
 * SPEC §9 text shortening: text longer than `length` characters is cut there (never inside a surrogate pair,
 * trailing spaces dropped) and gets an ellipsis; shorter text is returned as it is. A cut that would split a
 * word goes back to the end of the previous word ("bankacılık ve perakende f…" reads as a typo), unless that
 * would lose more than a third of the text.
 */
export function shorten(text: string | null | undefined, length: number, ellipsis = '…'): string {
  if (!text) return '';
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  let cut = Math.max(0, length);
  if (!/\s/.test(chars[cut] ?? ' ')) {
    const space = chars.slice(0, cut).findLastIndex((char) => /\s/.test(char));
    if (space >= (cut * 2) / 3) cut = space;
  }
  return `${chars.slice(0, cut).join('').trimEnd()}${ellipsis}`;
}

/** Plain text of an HTML fragment, for summaries and meta descriptions (tags dropped, whitespace collapsed). */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Search engines show about this many characters of a page's meta description. */
export const metaDescriptionLength = 160;

/**
 * A page's meta description from its HTML text (a brand's or instructor's description): plain text cut at
 * a word with an ellipsis, never mid-word (issue 32: "…bankacılık ve perakende f").
 */
export function metaDescription(html: string | null | undefined): string {
  return shorten(stripHtml(html), metaDescriptionLength);
}
