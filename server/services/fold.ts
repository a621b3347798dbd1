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

const wordsOf = (folded: string) => folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * True when every word of the query starts a word of the texts (after folding): "iş güvenliği" finds
 * "İş Sağlığı ve Güvenliği" but not "Siber Güvenlik Farkındalığı", where "iş" is only inside a word;
 * typing a word's beginning ("egit") already finds "Eğitim".
 */
export function matchesAllWords(query: string, texts: string[]): boolean {
  const words = wordsOf(foldForSearch(query));
  if (words.length === 0) return true;
  const haystack = wordsOf(foldForSearch(texts.join(' \n ')));
  return words.every((word) => haystack.some((candidate) => candidate.startsWith(word)));
}
