/**
 * JSON text safe inside a `<script type="application/json">` element: `<`, `>` and `&` as Unicode
 * escapes, so a `</script>` or `<!--` in a team's or a page's name can never end the element, and
 * the line and paragraph separators escaped too. JSON.parse reads the text back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The element carrying the data: `<script type="application/json" id="…">…</script>`. */
export function jsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;
}
