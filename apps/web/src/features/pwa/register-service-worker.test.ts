import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';

/** A window whose page is still loading (or loaded), with a recording service worker container. */
function fakeWindow(readyState: DocumentReadyState) {
  const register = vi.fn(async () => ({}));
  const listeners = new Map<string, () => void>();
  const win = {
    navigator: { serviceWorker: { register } },
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  } as unknown as Window;
  return { win, register, fire: (type: string) => listeners.get(type)?.() };
}

afterEach(() => vi.unstubAllEnvs());

describe('service worker registration', () => {
  it('waits for the page to load before registering, so it never competes with the first screen', () => {
    vi.stubEnv('PROD', true);
    const { win, register, fire } = fakeWindow('interactive');
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    fire('load');
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('registers at once when the page has already loaded', () => {
    vi.stubEnv('PROD', true);
    const { win, register } = fakeWindow('complete');
    registerServiceWorker(win);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('never registers outside a production build (the dev server must not be cached)', () => {
    vi.stubEnv('PROD', false);
    const { win, register, fire } = fakeWindow('complete');
    registerServiceWorker(win);
    fire('load');
    expect(register).not.toHaveBeenCalled();
  });
});
