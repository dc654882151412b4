// The operator back office (issue 24, ADR 0042): its own small React app, never loaded by the player
// site. Base /admin/; it writes into the web build's `admin/` folder (after the web build, which
// empties its dist), and the server serves it under /admin with its own strict CSP.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.FAIRLINE_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react()],
  build: {
    // `--outDir` on the command line wins (a developer's own WEB_DIST/admin).
    outDir: fileURLToPath(new URL('../web/dist/admin', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
  server: { proxy: { '/admin-api': api } },
});
