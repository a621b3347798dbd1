/**
 * A language abbr: "tr", "en", "pt-br". Its own module (no yup) because the public site's router reads it on
 * every page to tell a language prefix from a page path (shared/routes.ts).
 */
export const languageAbbrPattern = /^[a-z]{2,3}(-[a-z]{2,4})?$/;
