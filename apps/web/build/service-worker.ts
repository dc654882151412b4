// Generates the service worker at build time (docs/decisions/0025-installable-app.md): dist/sw.js is
// the runtime in sw-runtime.js preceded by this build's id, the files to store at install and the
// paths the worker must never answer.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { SERVER_PATH_PREFIXES } from '../../../packages/shared/src/routing/server-paths';

const RUNTIME = fileURLToPath(new URL('./sw-runtime.js', import.meta.url));

/**
 * Paths the worker never answers nor stores, even as a page: the server's paths (one list with the
 * server's, imported by its path since the build's config loads no workspace package), the manifest
 * and the worker itself. `/assets` is not among them: the build's files are stored at install.
 */
export const NETWORK_ONLY_PREFIXES = [
  ...SERVER_PATH_PREFIXES.filter((p) => p !== '/assets'),
  '/manifest.webmanifest',
  '/sw.js',
] as const;

/** The offline page the server renders per brand, and its script; stored at install beside the build. */
export const OFFLINE_PAGE = '/offline';
const SERVER_FILES = [OFFLINE_PAGE, '/offline.js'];

/** What the browser loads and may store: scripts, styles, images, fonts — never HTML, maps or precompressed twins. */
const STORABLE = /\.(?:js|css|svg|png|jpe?g|webp|avif|gif|ico|woff2?)$/;

/** One file of the build, by its path under dist (`assets/index-abc.js`, `theme-boot.js`). */
export interface BuiltFile {
  path: string;
  source: string | Uint8Array;
}

/** Whether the worker stores a built file at install: loadable types, not hidden folders, not itself. */
export function isPrecached(path: string): boolean {
  if (path === 'sw.js' || path.split('/').some((part) => part.startsWith('.'))) return false;
  return STORABLE.test(path);
}

export interface GeneratedWorker {
  /** Changes whenever a stored file, the settings or the runtime changes: the name of the cache. */
  buildId: string;
  precache: string[];
  source: string;
}

/** The worker of one build: its id from the content of every stored file, its precache list and its source. */
export function generateServiceWorker(files: readonly BuiltFile[], runtime: string): GeneratedWorker {
  const stored = files.filter((f) => isPrecached(f.path)).sort((a, b) => (a.path < b.path ? -1 : 1));
  const precache = [...stored.map((f) => `/${f.path}`), ...SERVER_FILES];
  const settings = { precache, offlinePage: OFFLINE_PAGE, networkOnly: NETWORK_ONLY_PREFIXES };
  const hash = createHash('sha256');
  for (const file of stored) hash.update(file.path).update('\0').update(file.source).update('\0');
  hash.update(JSON.stringify(settings)).update(runtime);
  const buildId = hash.digest('hex').slice(0, 16);
  const source = `self.__FAIRLINE_SW__ = ${JSON.stringify({ buildId, ...settings })};\n${runtime}`;
  return { buildId, precache, source };
}

/** Every file of the public folder, which Vite copies to dist as it is. */
function readPublicFiles(dir: string): BuiltFile[] {
  if (!dir) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = join(entry.parentPath, entry.name);
      return { path: relative(dir, full).split(sep).join('/'), source: readFileSync(full) };
    });
}

/** The Vite plugin: emits sw.js beside the client build, after every other plugin added its files. */
export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'fairline:service-worker',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client' && !environment.config.build.ssr,
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const files: BuiltFile[] = Object.values(bundle).map((output) => ({
        path: output.fileName,
        source: output.type === 'chunk' ? output.code : output.source,
      }));
      const worker = generateServiceWorker([...files, ...readPublicFiles(publicDir)], readFileSync(RUNTIME, 'utf8'));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: worker.source });
      this.environment.logger.info(
        `service worker ${worker.buildId}: ${worker.precache.length} files stored at install`,
      );
    },
  };
}
