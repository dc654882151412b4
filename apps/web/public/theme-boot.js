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
