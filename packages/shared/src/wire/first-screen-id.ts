/**
 * The id of the `<script type="application/json">` element in which the server puts the first
 * screen's data (first-screen.ts). Apart from the schema, so the web's first load imports no zod.
 */
export const FIRST_SCREEN_ELEMENT_ID = 'fl-first-screen';

/**
 * The cookie that says the visitor has chosen a cookie-consent level (its value, 0–3). The web writes
 * it with the choice; the server reads it so a page for a visitor who has not chosen yet is drawn with
 * the consent banner already in it (the banner is then the first paint, not a late one).
 */
export const CONSENT_COOKIE = 'fl_consent';
