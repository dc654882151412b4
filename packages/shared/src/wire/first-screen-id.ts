/**
 * The id of the `<script type="application/json">` element in which the server puts the first
 * screen's data (first-screen.ts). Apart from the schema, so the web's first load imports no zod.
 */
export const FIRST_SCREEN_ELEMENT_ID = 'fl-first-screen';
