import { describe, expect, it } from 'vitest';
import { createPendingRegistry, requestKey } from './pending';

describe('requestKey', () => {
  it('is the same for the same method, url and body', () => {
    expect(requestKey('POST', '/a', { x: 1 })).toBe(requestKey('POST', '/a', { x: 1 }));
  });

  it('differs by method, url or body', () => {
    const base = requestKey('GET', '/a', undefined);
    expect(new Set([base, requestKey('POST', '/a', undefined), requestKey('GET', '/b', undefined)]).size).toBe(3);
    expect(requestKey('POST', '/a', { x: 1 })).not.toBe(requestKey('POST', '/a', { x: 2 }));
  });

  it('gives no key for form data', () => {
    expect(requestKey('POST', '/a', new FormData())).toBeUndefined();
  });
});

describe('createPendingRegistry', () => {
  it('returns the pending promise for a repeated key and starts anew after it settles', async () => {
    const registry = createPendingRegistry();
    let starts = 0;
    const start = async () => ++starts;
    const first = registry.share('k', start);
    expect(registry.share('k', start)).toBe(first);
    await first;
    await registry.share('k', start);
    expect(starts).toBe(2);
  });

  it('aborts tracked controllers on cancelAll and forgets untracked ones', () => {
    const registry = createPendingRegistry();
    const tracked = new AbortController();
    const done = new AbortController();
    registry.track(tracked);
    registry.track(done)();
    registry.cancelAll('why');
    expect(tracked.signal.reason).toBe('why');
    expect(done.signal.aborted).toBe(false);
  });
});
