/*
 * What the route announcer says once a new page is on screen. Kept beside the component (not in the
 * database's dictionary): the sentence wraps the page's own heading, and screen readers need it in the
 * page's language.
 */
export interface RouteAnnouncerTexts {
  /** The language these texts are in, for the live region's `lang` on a page in another one (issue 30). */
  lang: 'tr' | 'en';
  /** A page with a heading of its own: "İletişim sayfası yüklendi". */
  pageLoaded: (title: string) => string;
  /** The home page, whose heading is the hero's slogan rather than a page name. */
  homeLoaded: string;
}

const tr: RouteAnnouncerTexts = {
  lang: 'tr',
  pageLoaded: (title) => `${title} sayfası yüklendi`,
  homeLoaded: 'Ana sayfa yüklendi',
};

const en: RouteAnnouncerTexts = {
  lang: 'en',
  pageLoaded: (title) => `${title} page loaded`,
  homeLoaded: 'Home page loaded',
};

export const routeAnnouncerTexts = (lang: string): RouteAnnouncerTexts => (lang === 'tr' ? tr : en);
