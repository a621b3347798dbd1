/*
 * The site's forms posted by a browser without JavaScript (issue 32): the names the site's forms
 * (site/forms/plainPost.tsx) and the server that takes them (server/routes/public/scriptlessForms.ts) must
 * agree on, written once.
 */

/** The hidden field naming the page the form sits on: the answer goes back there. */
export const returnField = 'return_to';

/** Added to that page's address after the form was taken ('1', or 'bekleme' for a place on a waiting list). */
export const sentQuery = 'gonderildi';

/** Each plain form: its address under /forms/ and the anchor on its page the server's answer points to. */
export const plainFormAnchors = {
  contact: 'iletisim-formu',
  'pre-registration': 'on-kayit',
  'corporate-request': 'talep-formu',
} as const;

export type PlainForm = keyof typeof plainFormAnchors;
