import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it.each([
    ['/ru/office/security', '/ru/office/security'],
    ['/en/line?sport=1#top', '/en/line?sport=1#top'],
    ['/', '/'],
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnUrl(input, '/fallback')).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\tevil',
    'ru/office',
    '',
  ])('refuses %s as a way off the site', (input) => {
    expect(safeReturnUrl(input, '/fallback')).toBe('/fallback');
  });

  it('never returns anything that leaves the origin, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const out = safeReturnUrl(input, '/');
        expect(new URL(out, 'https://site.example').origin).toBe('https://site.example');
        expect(out.startsWith('//')).toBe(false);
      }),
    );
  });
});
