// The page's code is fetched after its first paint (ADR 0026, "Paint first, then fetch the code"):
// the built template's module script and `modulepreload` links become two `<meta>` elements, which
// `theme-boot.js` (already run, render-blocking, in `<head>`) turns back into the script and the
// links once the page has painted. A server-rendered page is readable and its links work before
// any script; its controls wait for hydration as before (`#root:not([data-hydrated])`).

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** `<meta name="fl-preload">` listing chunks to preload with the entry (none: empty). */
export function preloadMeta(hrefs: readonly string[]): string {
  return hrefs.length ? `<meta name="fl-preload" content="${hrefs.join(' ')}">` : '';
}

/** The template with its entry script and preloads as `fl-entry` / `fl-preload` metas; unchanged without an entry (development). */
export function deferCode(template: string): string {
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) return template;
  const preloads = [...template.matchAll(PRELOAD)].map((m) => m[1] as string);
  const metas = `<meta name="fl-entry" content="${entry}">${preloadMeta(preloads)}`;
  return template.replace(PRELOAD, '').replace(ENTRY, () => metas);
}
