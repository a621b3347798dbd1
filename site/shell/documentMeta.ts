/** SPEC §2: "page meta title | company name", or the company name alone when the title is null. */
export function composeTitle(
  title: string | null | undefined,
  companyName: string | null | undefined,
): string {
  const page = title?.trim();
  const company = companyName?.trim();
  if (page && company) return `${page} | ${company}`;
  return page || company || '';
}

/** Sets <meta name="description"> (creating it when missing); null empties it. */
export function setMetaDescription(description: string | null | undefined): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = description ?? '';
}
