import './styles/global.css';
import { registerServiceWorker } from './features/pwa';
import { yieldToBrowser } from './lib/yield-to-browser';

// The start in stages (ADR 0026, "Stage 6"): a module graph is evaluated in one task, and React DOM
// with the whole app was one task of 50–90 ms at 1× (200–350 ms at Lighthouse's 4× CPU). React DOM
// is evaluated first, in a task of its own; the app after a yield. The entry's dynamic imports are
// these stages and nothing else: the server preloads them with the entry, and the bundle budget
// counts them (apps/server/src/features/first-screen/route-assets.ts, scripts/check-bundle-size.mjs).
async function start() {
  await import('react-dom/client');
  await yieldToBrowser();
  const { bootstrap } = await import('./app/bootstrap');
  void bootstrap(document.getElementById('root')!);
  registerServiceWorker();
}

void start();
