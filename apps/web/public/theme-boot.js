// Applies the saved theme, font size and view mode before the first paint, so nothing flashes or shifts.
(() => {
  const root = document.documentElement;
  try {
    const raw = localStorage.getItem('fl-ui');
    const ui = raw ? JSON.parse(raw) : {};
    const dark = ui.theme ? ui.theme === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    root.dataset.theme = dark ? 'dark' : 'light';
    if (ui.fontSize) root.dataset.fontSize = ui.fontSize;
    if (ui.compact) root.dataset.compact = 'true';
    if (ui.light) root.dataset.light = 'true';
    // The full (desktop) version chosen on a phone: app/layout/full-version.ts.
    if (localStorage.getItem('fl-full-version') === '1') {
      document.querySelector('meta[name="viewport"]')?.setAttribute('content', 'width=1280');
    }
  } catch {
    root.dataset.theme = 'light';
  }
})();

// The page's code, once the page has painted (ADR 0026, "Paint first, then fetch the code"): the
// server lists the entry in <meta name="fl-entry"> and the chunks to preload with it in
// <meta name="fl-preload">, instead of loading them beside the stylesheet before the first paint.
// A hidden page (a background tab draws no frames) loads at once. No meta (the Vite dev server): nothing.
(() => {
  const PRELOADS_PER_TASK = 8;
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    const entry = document.querySelector('meta[name="fl-entry"]');
    if (!entry) return;
    const add = (tag, props) => document.head.appendChild(Object.assign(document.createElement(tag), props));
    add('script', { type: 'module', crossOrigin: '', src: entry.content });
    const metas = [...document.querySelectorAll('meta[name="fl-preload"]')];
    const hrefs = [...new Set(metas.flatMap((meta) => meta.content.split(' ')))];
    // A few at a time, each few in its own task: starting a fetch costs up to a few milliseconds
    // at times, and ninety of them at once held the main thread for up to 250 ms at 4× CPU.
    const addSome = (from) => {
      for (const href of hrefs.slice(from, from + PRELOADS_PER_TASK))
        add('link', { rel: 'modulepreload', crossOrigin: '', href });
      if (from + PRELOADS_PER_TASK < hrefs.length) setTimeout(addSome, 0, from + PRELOADS_PER_TASK);
    };
    addSome(0);
  };
  const afterPaint = () => {
    if (document.hidden) load();
    else requestAnimationFrame(() => setTimeout(load, 0));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
})();
