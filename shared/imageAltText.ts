import type { ImageAlt } from './publicApi.js';

/**
 * The alt attribute of a public image (issue 28): the alt text given in the back office ('' for a decorative
 * image, which screen readers then skip); without one, `fallback`: the record's title where the picture
 * stands for the record, '' where the title is written right beside it (a card's link would say it twice).
 */
export const altText = (alt: ImageAlt | undefined, fallback: string): string => alt ?? fallback;
