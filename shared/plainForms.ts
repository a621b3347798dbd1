/*
 * The site's forms posted by a browser without JavaScript (issue 32): the names the site's forms
 * (site/forms/plainPost.tsx) and the server that takes them (server/routes/public/scriptlessForms.ts) must
 * agree on, written once.
 */

/** The hidden field naming the page the form sits on: the answer goes back there. */
export const returnField = 'return_to';

/** Added to that page's address after the form was taken ('1', or 'bekleme' for a place on a waiting list). */
export const sentQuery = 'gonderildi';

/**
 * The query that names the session whose pre-registration form the course page shows inline
 * (site/enrolment/PreRegistrationSection.tsx); a refused pre-registration is shown again at it.
 */
export const sessionQuery = 'oturum';

/**
 * The query that names the open position the careers form starts with: "Başvur" on a position is a link to
 * the careers page with it, so it fills the form without JavaScript too (site/pages/OpenPositionList.tsx).
 */
export const positionQuery = 'pozisyon';

/** Each plain form: its address under /forms/ and the anchor on its page the server's answer points to. */
export const plainFormAnchors = {
  contact: 'iletisim-formu',
  'pre-registration': 'on-kayit',
  'corporate-request': 'talep-formu',
  'human-resources': 'basvuru-formu',
} as const;

export type PlainForm = keyof typeof plainFormAnchors;

/**
 * A plain post the server refused: it renders the form's own page again with this in the page's state
 * (shared/pageState.ts), and the form shows each field's message with what the visitor typed (text fields
 * as typed, boxes as ticked; never a file, which a browser cannot be handed back).
 */
export interface RefusedForm {
  form: PlainForm;
  values: Record<string, string | boolean>;
  errors: Record<string, string>;
}
