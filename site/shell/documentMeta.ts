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
