/**
 * Paths the web app never answers: every API, the real-time socket, the server's own pages and the
 * build's files. The server sends them no page (plugins/spa.ts), and the service worker neither answers
 * nor stores them (apps/web/build/service-worker.ts adds its manifest and itself).
 */
export const SERVER_PATH_PREFIXES = [
  '/web-api',
  '/service-api',
  '/casino-api',
  '/studio-api',
  '/studio',
  '/translation-api',
  '/seo-module-api',
  '/puzzle-api',
  '/frontend-api',
  '/genfiles',
  '/health',
  '/metrics',
  '/docs',
  '/openapi.json',
  '/ws',
  '/assets',
  '/dev',
  // The operator back office: its own app and API (docs/decisions/0042-backoffice.md).
  '/admin',
  '/admin-api',
] as const;

/** Whether `path` is one of them or under one. */
export function isServerPath(path: string): boolean {
  return SERVER_PATH_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}
