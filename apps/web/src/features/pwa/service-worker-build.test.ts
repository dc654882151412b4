// The build's service worker generator (apps/web/build/service-worker.ts), tested here because the
// unit project reads apps/web/src.
import { describe, expect, it } from 'vitest';
import {
  type BuiltFile,
  generateServiceWorker,
  isPrecached,
  NETWORK_ONLY_PREFIXES,
  OFFLINE_PAGE,
} from '../../../build/service-worker';

const RUNTIME = 'self.addEventListener("fetch", () => {});';

const build: BuiltFile[] = [
  { path: 'index.html', source: '<!doctype html><script type="module" src="/assets/index-a1.js"></script>' },
  { path: 'assets/index-a1.js', source: 'console.log("entry")' },
  { path: 'assets/feed-page-b2.js', source: 'export const feed = 1' },
  { path: 'assets/index-c3.css', source: 'body{margin:0}' },
  { path: 'assets/flag-d4.svg', source: '<svg/>' },
  { path: 'assets/index-a1.js.br', source: new Uint8Array([1, 2, 3]) },
  { path: 'assets/index-a1.js.gz', source: new Uint8Array([4, 5, 6]) },
  { path: '.vite/manifest.json', source: '{}' },
  { path: 'favicon.svg', source: '<svg/>' },
  { path: 'theme-boot.js', source: '(() => {})();' },
];

describe('service worker generator', () => {
  it('stores every built script, style and image plus the offline page, nothing else', () => {
    const { precache } = generateServiceWorker(build, RUNTIME);
    expect(precache).toEqual([
      '/assets/feed-page-b2.js',
      '/assets/flag-d4.svg',
      '/assets/index-a1.js',
      '/assets/index-c3.css',
      '/favicon.svg',
      '/theme-boot.js',
      OFFLINE_PAGE,
      '/offline.js',
    ]);
  });

  it('never stores the HTML (it carries prices), precompressed twins, hidden files or itself', () => {
    for (const path of ['index.html', 'assets/x-1.js.br', 'assets/x-1.js.gz', '.vite/manifest.json', 'sw.js']) {
      expect(isPrecached(path), path).toBe(false);
    }
  });

  it('stores no API path and hands every API, the socket and the worker itself to the network', () => {
    const { precache, source } = generateServiceWorker(build, RUNTIME);
    for (const prefix of ['/web-api', '/service-api', '/translation-api', '/seo-module-api', '/ws', '/sw.js']) {
      expect(NETWORK_ONLY_PREFIXES).toContain(prefix);
      expect(precache.some((path) => path === prefix || path.startsWith(`${prefix}/`))).toBe(false);
    }
    const settings = JSON.parse(/^self\.__FAIRLINE_SW__ = (.*);$/m.exec(source)![1]!);
    expect(settings.networkOnly).toEqual(NETWORK_ONLY_PREFIXES);
    expect(settings.precache).toEqual(precache);
    expect(source.endsWith(RUNTIME)).toBe(true);
  });

  it('keeps the build id while nothing changes, and changes it with any stored file’s content', () => {
    const first = generateServiceWorker(build, RUNTIME).buildId;
    expect(generateServiceWorker([...build].reverse(), RUNTIME).buildId).toBe(first);
    // An unhashed file keeps its name when its content changes: the id must still move.
    const themeChanged = build.map((f) => (f.path === 'theme-boot.js' ? { ...f, source: '(() => 1)();' } : f));
    expect(generateServiceWorker(themeChanged, RUNTIME).buildId).not.toBe(first);
    const newChunk = [...build, { path: 'assets/casino-e5.js', source: 'export {}' }];
    expect(generateServiceWorker(newChunk, RUNTIME).buildId).not.toBe(first);
    expect(generateServiceWorker(build, `${RUNTIME}\n// v2`).buildId).not.toBe(first);
  });

  it('ignores files it does not store when computing the id (the HTML is rendered per request)', () => {
    const first = generateServiceWorker(build, RUNTIME).buildId;
    const otherHtml = build.map((f) => (f.path === 'index.html' ? { ...f, source: '<!doctype html>' } : f));
    expect(generateServiceWorker(otherHtml, RUNTIME).buildId).toBe(first);
  });
});
