/**
 * HTML written in the back office. The server sanitizes it on save (server/services/sanitizeHtml.ts), so it
 * is rendered as it is.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
