// The generated worker (build/sw-runtime.js behind build/service-worker.ts's settings) run against
// fake caches and a fake network: what it stores, what it answers and what it leaves to the network.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { generateServiceWorker, NETWORK_ONLY_PREFIXES } from '../../../build/service-worker';

const ORIGIN = 'https://fairline.test';
const RUNTIME = readFileSync(join(import.meta.dirname, '../../../build/sw-runtime.js'), 'utf8');
const keyOf = (input: string | { url: string }) => {
  const url = new URL(typeof input === 'string' ? input : input.url, ORIGIN);
  return url.pathname + url.search;
};

class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly network: (input: Request) => Promise<Response>) {}
  async addAll(requests: Request[]) {
    for (const request of requests) {
      const answer = await this.network(request);
      if (!answer.ok) throw new TypeError(`bad answer for ${request.url}`);
      this.entries.set(keyOf(request), answer);
    }
  }
  async put(request: { url: string }, answer: Response) {
    this.entries.set(keyOf(request), answer);
  }
  async match(request: string | { url: string }) {
    return this.entries.get(keyOf(request))?.clone();
  }
}

/** A worker of one build on a fake origin; `online` switches the fake network. */
function startWorker(build: { path: string; source: string }[], oldCaches: string[] = []) {
  const worker = generateServiceWorker(build, RUNTIME);
  const state = { online: true };
  const served: string[] = [];
  const network = vi.fn(async (input: string | Request | { url: string }) => {
    if (!state.online) throw new TypeError('Failed to fetch');
    const path = keyOf(typeof input === 'string' ? input : input);
    served.push(path);
    return new Response(`network ${path}`, { status: 200 });
  });
  const stores = new Map<string, FakeCache>(oldCaches.map((name) => [name, new FakeCache(network)]));
  const caches = {
    open: async (name: string) => stores.get(name) ?? stores.set(name, new FakeCache(network)).get(name)!,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: string | { url: string }, options: { cacheName?: string } = {}) => {
      const names = options.cacheName ? [options.cacheName] : [...stores.keys()];
      for (const name of names) {
        const hit = await stores.get(name)?.match(request);
        if (hit) return hit;
      }
      return undefined;
    },
  };
  const listeners = new Map<string, (event: unknown) => void>();
  const claim = vi.fn(async () => {});
  const self = {
    location: { origin: ORIGIN },
    registration: { navigationPreload: { enable: vi.fn(async () => {}) } },
    clients: { claim },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  // Relative URLs resolve against the worker's origin, as in a browser.
  const RequestAt = class extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, ORIGIN), init);
    }
  };
  new Function('self', 'caches', 'fetch', 'Request', worker.source)(self, caches, network, RequestAt);

  async function lifecycle(type: 'install' | 'activate') {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  }
  /** Dispatches a fetch; answers undefined when the worker leaves the request to the network. */
  async function request(path: string, init: { method?: string; mode?: string } = {}) {
    let answer: Promise<Response> | undefined;
    const request = { url: new URL(path, ORIGIN).href, method: init.method ?? 'GET', mode: init.mode ?? 'cors' };
    listeners.get('fetch')!({
      request,
      preloadResponse: Promise.resolve(undefined),
      respondWith: (p: Promise<Response>) => (answer = p),
    });
    return answer ? (await answer).text() : undefined;
  }
  return { worker, state, stores, served, claim, lifecycle, request, cacheName: `fairline-${worker.buildId}` };
}

const BUILD = [
  { path: 'index.html', source: '<!doctype html>' },
  { path: 'assets/index-a1.js', source: 'entry' },
  { path: 'assets/index-c3.css', source: 'css' },
  { path: 'theme-boot.js', source: 'boot' },
];

describe('service worker at work', () => {
  it('stores the build and the offline page at install, fetched past the HTTP cache', async () => {
    const sw = startWorker(BUILD);
    await sw.lifecycle('install');
    const cache = sw.stores.get(sw.cacheName)!;
    expect([...cache.entries.keys()].sort()).toEqual(
      ['/assets/index-a1.js', '/assets/index-c3.css', '/offline', '/offline.js', '/theme-boot.js'].sort(),
    );
  });

  it('on activation deletes the caches of older builds, keeps foreign ones and takes the open pages', async () => {
    const sw = startWorker(BUILD, ['fairline-0123456789abcdef', 'someone-else']);
    await sw.lifecycle('install');
    await sw.lifecycle('activate');
    expect([...sw.stores.keys()].sort()).toEqual([sw.cacheName, 'someone-else'].sort());
    expect(sw.claim).toHaveBeenCalled();
  });

  it('never answers an API, the socket or a non-GET request, even as a page: they go to the network untouched', async () => {
    const sw = startWorker(BUILD);
    await sw.lifecycle('install');
    for (const prefix of NETWORK_ONLY_PREFIXES) {
      expect(await sw.request(`${prefix}/anything?x=1`), prefix).toBeUndefined();
      expect(await sw.request(`${prefix}/page`, { mode: 'navigate' }), prefix).toBeUndefined();
    }
    expect(await sw.request('/assets/index-a1.js', { method: 'POST' })).toBeUndefined();
    expect(await sw.request('https://elsewhere.test/assets/x.js')).toBeUndefined();
    expect(await sw.request('/service-api/LineFeed/Get1x2_VZip?sports=1')).toBeUndefined();
  });

  it('opens pages from the network only, never storing them, and shows the offline page without one', async () => {
    const sw = startWorker(BUILD);
    await sw.lifecycle('install');
    const before = [...sw.stores.get(sw.cacheName)!.entries.keys()];
    expect(await sw.request('/en/sports', { mode: 'navigate' })).toBe('network /en/sports');
    expect([...sw.stores.get(sw.cacheName)!.entries.keys()]).toEqual(before);
    sw.state.online = false;
    expect(await sw.request('/ar/line', { mode: 'navigate' })).toBe('network /offline');
  });

  it('serves hashed files from the cache first and stores a hashed file it did not have', async () => {
    const sw = startWorker(BUILD);
    await sw.lifecycle('install');
    sw.served.length = 0;
    expect(await sw.request('/assets/index-a1.js')).toBe('network /assets/index-a1.js');
    expect(sw.served).toEqual([]);
    expect(await sw.request('/assets/casino-e5.js')).toBe('network /assets/casino-e5.js');
    await vi.waitFor(() => expect(sw.stores.get(sw.cacheName)!.entries.has('/assets/casino-e5.js')).toBe(true));
  });

  it('takes unhashed stored files fresh from the network, and from the cache offline', async () => {
    const sw = startWorker(BUILD);
    await sw.lifecycle('install');
    sw.served.length = 0;
    await sw.request('/theme-boot.js');
    expect(sw.served).toEqual(['/theme-boot.js']);
    sw.state.online = false;
    expect(await sw.request('/theme-boot.js')).toBe('network /theme-boot.js');
    expect(await sw.request('/favicon-unknown.svg')).toBeUndefined();
  });
});
