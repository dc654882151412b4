// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CaptchaDismissedError,
  CaptchaUnavailableError,
  hostedCaptchaScriptUrl,
  obtainHostedToken,
  RECAPTCHA_NET_COUNTRY_ID,
} from './hosted-captcha';

type Params = Record<string, unknown> & { sitekey: string; callback: (token: string) => void };

/** A provider global as the real api.js sets it up; `onExecute` plays the visitor. */
function installProvider(kind: 'hcaptcha' | 'grecaptcha', onExecute: (params: Params) => void) {
  const rendered: { container: HTMLElement; params: Params }[] = [];
  const api = {
    render: vi.fn((container: HTMLElement, params: Params) => rendered.push({ container, params }) - 1),
    execute: vi.fn((id: number) => onExecute(rendered[id]!.params)),
    reset: vi.fn(),
    ...(kind === 'hcaptcha' ? { remove: vi.fn() } : {}),
  };
  window[kind] = api as unknown as Window[typeof kind];
  return { api, rendered };
}

/** jsdom fetches no scripts: each provider script added to the page "loads" (or fails) at once. */
function answerScripts(outcome: 'load' | 'error' = 'load') {
  const sources: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((r) => [...r.addedNodes])) {
      if (node instanceof HTMLScriptElement) {
        sources.push(node.src);
        node.dispatchEvent(new Event(outcome));
      }
    }
  });
  observer.observe(document.head, { childList: true });
  return { sources, stop: () => observer.disconnect() };
}

let scripts: ReturnType<typeof answerScripts>;
beforeEach(() => {
  scripts = answerScripts();
});
afterEach(() => {
  scripts.stop();
  delete window.hcaptcha;
  delete window.grecaptcha;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('hosted captcha script', () => {
  it('loads hCaptcha for explicit rendering in the page language', () => {
    expect(hostedCaptchaScriptUrl('hcaptcha', 'ar', 4)).toBe('https://js.hcaptcha.com/1/api.js?render=explicit&hl=ar');
  });

  it('loads reCAPTCHA from google.com, and from recaptcha.net for the country the spec names', () => {
    expect(hostedCaptchaScriptUrl('grecaptcha', 'ru', 4)).toBe(
      'https://www.google.com/recaptcha/api.js?render=explicit&hl=ru',
    );
    expect(hostedCaptchaScriptUrl('grecaptcha', 'ru', RECAPTCHA_NET_COUNTRY_ID)).toMatch(
      /^https:\/\/www\.recaptcha\.net\/recaptcha\/api\.js\?/,
    );
  });
});

describe('hosted captcha widget', () => {
  it('renders hCaptcha invisibly with the site key and language and resolves with its token', async () => {
    const { api, rendered } = installProvider('hcaptcha', (p) => p.callback('h-token'));
    const token = await obtainHostedToken({ kind: 'hcaptcha', siteKey: 'site-1', lang: 'ru', countryId: 4 });
    expect(token).toBe('h-token');
    expect(scripts.sources).toEqual(['https://js.hcaptcha.com/1/api.js?render=explicit&hl=ru']);
    expect(rendered[0]?.params).toMatchObject({ sitekey: 'site-1', size: 'invisible', hl: 'ru', theme: 'light' });
    expect(api.remove).toHaveBeenCalledWith(0);
    expect(document.querySelector('[data-captcha]')).toBeNull();
  });

  it('loads the script once and gives a fresh widget (a fresh token) to every call', async () => {
    let n = 0;
    installProvider('grecaptcha', (p) => p.callback(`g-token-${++n}`));
    const options = { kind: 'grecaptcha' as const, siteKey: 'site-2', lang: 'en', countryId: 4 };
    expect(await obtainHostedToken(options)).toBe('g-token-1');
    expect(await obtainHostedToken(options)).toBe('g-token-2');
    expect(scripts.sources).toHaveLength(1);
    expect(window.grecaptcha?.reset).toHaveBeenCalledTimes(2);
  });

  it('uses the dark widget in the dark theme and puts the reCAPTCHA badge on the left in RTL', async () => {
    document.documentElement.dataset.theme = 'dark';
    document.documentElement.dir = 'rtl';
    try {
      const { rendered } = installProvider('grecaptcha', (p) => p.callback('t'));
      await obtainHostedToken({ kind: 'grecaptcha', siteKey: 'k', lang: 'ar', countryId: 4 });
      expect(rendered[0]?.params).toMatchObject({ theme: 'dark', badge: 'bottomleft' });
    } finally {
      delete document.documentElement.dataset.theme;
      document.documentElement.dir = 'ltr';
    }
  });

  it("rejects with 'Dismissed captcha' when the visitor closes the challenge", async () => {
    installProvider('hcaptcha', (p) => (p['close-callback'] as () => void)());
    const result = obtainHostedToken({ kind: 'hcaptcha', siteKey: 'k', lang: 'en', countryId: 4 });
    await expect(result).rejects.toBeInstanceOf(CaptchaDismissedError);
    await expect(result).rejects.toThrow('Dismissed captcha');
  });

  it('says the captcha is unavailable when its script cannot load', async () => {
    scripts.stop();
    scripts = answerScripts('error');
    const result = obtainHostedToken({ kind: 'hcaptcha', siteKey: 'k', lang: 'fr', countryId: 4 });
    await expect(result).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });

  it('waits for a provider that sets itself up after its script loaded (polled every 100 ms)', async () => {
    vi.useFakeTimers();
    try {
      const result = obtainHostedToken({ kind: 'hcaptcha', siteKey: 'k', lang: 'de', countryId: 4 });
      await vi.advanceTimersByTimeAsync(298 * 100);
      installProvider('hcaptcha', (p) => p.callback('late'));
      await vi.advanceTimersByTimeAsync(100);
      await expect(result).resolves.toBe('late');
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after 300 polls when the provider never becomes ready', async () => {
    vi.useFakeTimers();
    try {
      const result = obtainHostedToken({ kind: 'hcaptcha', siteKey: 'k', lang: 'es', countryId: 4 });
      const refused = expect(result).rejects.toBeInstanceOf(CaptchaUnavailableError);
      await vi.advanceTimersByTimeAsync(300 * 100);
      await refused;
    } finally {
      vi.useRealTimers();
    }
  });
});
