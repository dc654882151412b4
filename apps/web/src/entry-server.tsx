// The server render's entry (ADR 0026): `vite build --ssr src/entry-server.tsx --outDir dist/server`;
// the server imports it from the web build and renders public pages' first screens with it.
export { renderPage, type ServerRenderRequest, warmUp } from './app/server-render';
