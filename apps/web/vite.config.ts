import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false, assetsInlineLimit: 2048, reportCompressedSize: false, manifest: true },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((p) => [p, api])),
      '/ws': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
});
