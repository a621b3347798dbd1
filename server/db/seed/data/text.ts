/** A demo text in both seeded languages. */
export interface Bilingual {
  tr: string;
  en: string;
}

export const t = (tr: string, en: string): Bilingual => ({ tr, en });

/** Builds simple, safe HTML (paragraphs, headings, lists) from the same structure in both languages. */
export function html(
  blocks: ({ p: Bilingual } | { h: Bilingual } | { ul: Bilingual[] } | { ol: Bilingual[] })[],
): Bilingual {
  const render = (lang: keyof Bilingual) =>
    blocks
      .map((block) => {
        if ('p' in block) return `<p>${block.p[lang]}</p>`;
        if ('h' in block) return `<h3>${block.h[lang]}</h3>`;
        const tag = 'ul' in block ? 'ul' : 'ol';
        const items = 'ul' in block ? block.ul : block.ol;
        return `<${tag}>${items.map((item) => `<li>${item[lang]}</li>`).join('')}</${tag}>`;
      })
      .join('');
  return { tr: render('tr'), en: render('en') };
}
