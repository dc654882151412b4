/**
 * Registers the service worker (dist/sw.js, docs/decisions/0025-installable-app.md) in production
 * builds only — the dev server has no worker and must never be served stale files — and only after
 * the page has loaded, so installing it never competes with the first screen.
 */
export function registerServiceWorker(win: Window = window) {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const register = () => {
    // `updateViaCache: 'none'`: the browser checks the worker against the server, never its HTTP cache.
    win.navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch((err: unknown) => {
      console.warn('service worker not registered', err);
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
