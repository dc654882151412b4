// Applies the saved theme, font size and view mode before the first paint, so nothing flashes or shifts.
(() => {
  try {
    var raw = localStorage.getItem('fl-ui');
    var ui = raw ? JSON.parse(raw) : {};
    var root = document.documentElement;
    var dark = ui.theme ? ui.theme === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    root.dataset.theme = dark ? 'dark' : 'light';
    if (ui.fontSize) root.dataset.fontSize = ui.fontSize;
    if (ui.compact) root.dataset.compact = 'true';
    if (ui.light) root.dataset.light = 'true';
  } catch (e) {
    document.documentElement.dataset.theme = 'light';
  }
})();
