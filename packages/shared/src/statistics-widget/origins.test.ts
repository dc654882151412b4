import { describe, expect, it } from 'vitest';
import { frameAncestorsDirective, isAllowedOrigin, isWidgetOriginPattern, sanitizeWidgetOrigins } from './origins';

describe('widget origins', () => {
  it('accepts an exact origin only with the same scheme, host and port', () => {
    const list = ['https://partner.example'];
    expect(isAllowedOrigin('https://partner.example', list)).toBe(true);
    expect(isAllowedOrigin('https://partner.example:443', list)).toBe(false); // not an origin as browsers write it
    expect(isAllowedOrigin('http://partner.example', list)).toBe(false);
    expect(isAllowedOrigin('https://partner.example:8443', list)).toBe(false);
    expect(isAllowedOrigin('https://evil-partner.example', list)).toBe(false);
    expect(isAllowedOrigin('https://partner.example.evil.test', list)).toBe(false);
  });

  it('matches any port with :* and sub-domains only with *.', () => {
    expect(isAllowedOrigin('http://meridian.localhost:4317', ['http://meridian.localhost:*'])).toBe(true);
    expect(isAllowedOrigin('https://a.partner.example', ['https://*.partner.example'])).toBe(true);
    expect(isAllowedOrigin('https://partner.example', ['https://*.partner.example'])).toBe(false);
    expect(isAllowedOrigin('https://xpartner.example', ['https://*.partner.example'])).toBe(false);
  });

  it('never allows an opaque or malformed origin, but always our own', () => {
    expect(isAllowedOrigin('null', ['http://localhost:*'])).toBe(false);
    expect(isAllowedOrigin('', ['http://localhost:*'])).toBe(false);
    expect(isAllowedOrigin('javascript:alert(1)', ['http://localhost:*'])).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:4661', [], 'http://127.0.0.1:4661')).toBe(true);
  });

  it('keeps only valid patterns, lower-cased and once, in the configuration', () => {
    expect(
      sanitizeWidgetOrigins([
        'https://Partner.example',
        'https://partner.example',
        'https://partner.example/path',
        '*',
        "'self'",
        'ftp://x.example',
        'http://x.example:99999',
        42,
        'http://localhost:*',
      ]),
    ).toEqual(['https://partner.example', 'http://localhost:*']);
    expect(sanitizeWidgetOrigins('https://partner.example')).toEqual([]);
    expect(isWidgetOriginPattern('https://*.partner.example')).toBe(true);
  });

  it('writes frame-ancestors as ourselves plus the allowed origins', () => {
    expect(frameAncestorsDirective([])).toBe("frame-ancestors 'self'");
    expect(frameAncestorsDirective(['https://a.example', 'bad value; script-src *'])).toBe(
      "frame-ancestors 'self' https://a.example",
    );
  });
});
