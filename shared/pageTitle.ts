/**
 * SPEC §2: "page meta title | company name", or the company name alone when the title is empty. The same
 * rule for the browser's document title, the server-rendered <title> and the back office's search preview.
 */
export function composeTitle(
  title: string | null | undefined,
  companyName: string | null | undefined,
): string {
  const page = title?.trim();
  const company = companyName?.trim();
  if (page && company) return `${page} | ${company}`;
  return page || company || '';
}
