/**
 * Folds text for matching: Turkish-aware lower case (İ→i, I→ı), then every accent and the dotless ı removed,
 * so "İSTANBUL", "Istanbul" and "istanbul" fold alike and "egitim" matches "Eğitim" (ğ→g, ş→s, ç→c, ö→o, ü→u).
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when every word of the query occurs in one of the texts (after folding). */
export function matchesAllWords(query: string, texts: string[]): boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(texts.join(' \n '));
  return words.every((word) => haystack.includes(word));
}
