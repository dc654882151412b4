import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { routeBranches } from './build/route-branches';
import { serviceWorker } from './build/service-worker';

const api = process.env.FAIRLINE_API ?? 'http://127.0.0.1:8080';
const proxied = [
  '/web-api',
  '/service-api',
  '/translation-api',
  '/genfiles',
  '/seo-module-api',
  '/puzzle-api',
  '/health',
];

export default defineConfig({
  plugins: [react(), routeBranches(), precompress(), serviceWorker()],
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    reportCompressedSize: false,
    manifest: true,
    // One stylesheet (about 15 KB compressed) instead of one per chunk: a first screen waited on some
    // fifteen render-blocking requests (Lighthouse, slow 4G); measured in apps/server/bench/README.md.
    cssCodeSplit: false,
    // No preload links from the dynamic imports: the server lists the page's chunks (`fl-preload`,
    // loaded a few per task by theme-boot.js), and the helper's links for every lazy route and part
    // cost 60–150 ms of the first screen's main thread at 4× CPU (ADR 0026). A later page's chunks
    // load as the browser finds their imports.
    modulePreload: false,
  },
  // The server render's bundle (src/entry-server.tsx) carries its dependencies: it runs from any WEB_DIST.
  ssr: { noExternal: true },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((p) => [p, api])),
      '/ws': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
});
