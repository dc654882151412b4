// The casino studio's game front end (issue 21, ADR 0036): a separate small app shown in the game
// page's sandboxed iframe. Its own root and base; it writes into the web build's `studio/` folder,
// which the server serves at /studio/v1/:game and /studio/assets/*. No React, no router.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

export default defineConfig({
  root: fileURLToPath(new URL('./studio', import.meta.url)),
  base: '/studio/',
  plugins: [precompress()],
  build: {
    // `--outDir` on the command line wins (a developer's own WEB_DIST/studio).
    outDir: fileURLToPath(new URL('./dist/studio', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    reportCompressedSize: true,
  },
});
