import type { ContentLanguage } from '../i18n/contentLanguage';

/**
 * HTML written in the back office. The server sanitizes it on save (server/services/sanitizeHtml.ts), so it
 * is rendered as it is, but for its headings: the page's own title is the only h1, so the text's headings
 * are moved to start at h2 (an editor's h3 right under the page title would skip a level).
 */
export function RichText({
  html,
  className = '',
  language,
}: {
  html: string;
  className?: string;
  /** The text's language where it is not the page's (site/i18n/contentLanguage.ts). */
  language?: ContentLanguage;
}) {
  if (!html) return null;
  return (
    <div
      className={`rich-text ${className}`}
      lang={language?.lang}
      dir={language?.dir}
      dangerouslySetInnerHTML={{ __html: headingsFrom(html, 2) }}
    />
  );
}

const headingTag = /<(\/?)h([1-6])(?=[\s>])/gi;

/** Shifts every heading so the highest one in the text is `top` (keeping their order), at most h6. */
export function headingsFrom(html: string, top: number): string {
  const levels = [...html.matchAll(headingTag)].map((match) => Number(match[2]));
  if (levels.length === 0) return html;
  const shift = top - Math.min(...levels);
  if (shift === 0) return html;
  return html.replace(headingTag, (_, slash: string, level: string) => {
    return `<${slash}h${Math.min(6, Math.max(1, Number(level) + shift))}`;
  });
}
