// The server's guess whether the page is shown on a phone (ADR 0026), from the page's first-screen
// data: a layout that depends on the measured width starts from it, on the server and in the first
// browser render alike, so a server-rendered phone page hydrates as it was painted.
let narrow = false;

/** Set once at start (bootstrap, server render) from the page's data. */
export function setNarrowLayoutHint(isNarrow: boolean): void {
  narrow = isNarrow;
}

/** The first render's guess of a narrow layout, until the element is measured. */
export function narrowLayoutHint(): boolean {
  return narrow;
}
