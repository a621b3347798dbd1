import { localizedPath, paths } from './routes.js';

/**
 * A course's brochure (issue 32): a PDF drawn by the server from the course's page content, at the course
 * page's address plus `/brosur.pdf` in every language (`/en/kurs/x/brosur.pdf`). An address with a file
 * extension, so the site's router never takes it for a page and a plain link opens the file.
 */
export const brochureSegment = 'brosur.pdf';

export const brochurePath = (lang: string, seoName: string) =>
  localizedPath(lang, `${paths.course(seoName)}/${brochureSegment}`);

/** The name a saved brochure gets: `<seo name>-brosur.pdf`, ASCII-safe for the Content-Disposition header. */
export const brochureFileName = (seoName: string) =>
  `${seoName.replace(/[^A-Za-z0-9._-]+/g, '-')}-brosur.pdf`;
