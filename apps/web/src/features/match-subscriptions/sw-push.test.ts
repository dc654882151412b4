// The service worker's push and click handlers (build/sw-runtime.js, ADR 0069), run against a fake
// worker scope: a notice becomes a notification only when no page of the site is visible, and a click
// opens the page it is about — never another origin.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { generateServiceWorker } from '../../../build/service-worker';

const ORIGIN = 'https://fairline.test';
const RUNTIME = readFileSync(join(import.meta.dirname, '../../../build/sw-runtime.js'), 'utf8');

function startWorker(pages: { visibilityState: string; navigate?: (url: string) => Promise<unknown> }[]) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async () => {});
  const openWindow = vi.fn(async () => null);
  const self = {
    location: { origin: ORIGIN },
    registration: { showNotification },
    clients: { matchAll: async () => pages, openWindow, claim: async () => {} },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  const worker = generateServiceWorker([], RUNTIME);
  new Function('self', 'caches', 'fetch', 'Request', worker.source)(self, {}, vi.fn(), Request);
  const dispatch = async (type: string, event: object) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { showNotification, openWindow, dispatch };
}

const notice = { kind: 'goal', gameId: 7, title: 'Goal!', body: 'A – B 1:0', url: '/en/live/game/7' };
const pushOf = (payload: unknown) => ({ data: { json: () => payload } });

describe('the worker’s push handler', () => {
  it('shows a notice as a notification that carries the page to open, when no page is visible', async () => {
    const w = startWorker([{ visibilityState: 'hidden' }]);
    await w.dispatch('push', pushOf(notice));
    expect(w.showNotification).toHaveBeenCalledWith(
      'Goal!',
      expect.objectContaining({ body: 'A – B 1:0', data: { url: '/en/live/game/7' } }),
    );
  });

  it('leaves the notice to the visible page’s toast (it came over /ws), and ignores a body that is no notice', async () => {
    const w = startWorker([{ visibilityState: 'visible' }]);
    await w.dispatch('push', pushOf(notice));
    await startWorker([]).dispatch('push', pushOf({ nothing: true }));
    expect(w.showNotification).not.toHaveBeenCalled();
  });
});

describe('the worker’s click handler', () => {
  it('opens the notice’s page of this site, and nothing of another origin', async () => {
    const w = startWorker([]);
    const close = vi.fn();
    await w.dispatch('notificationclick', { notification: { close, data: { url: '/en/live/game/7' } } });
    expect(close).toHaveBeenCalled();
    expect(w.openWindow).toHaveBeenCalledWith(`${ORIGIN}/en/live/game/7`);
    await w.dispatch('notificationclick', { notification: { close, data: { url: 'https://evil.test/x' } } });
    expect(w.openWindow).toHaveBeenCalledTimes(1);
  });
});
