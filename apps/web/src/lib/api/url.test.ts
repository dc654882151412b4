import { describe, expect, it } from 'vitest';
import { buildUrl } from './url';

describe('buildUrl', () => {
  it.each([
    [{ url: '/a' }, '/a'],
    [{ url: '/a', baseUrl: '/web-api' }, '/web-api/a'],
    [{ url: 'a', baseUrl: '/web-api/' }, '/web-api/a'],
    [{ url: 'http://x.test/a', baseUrl: '/web-api' }, 'http://x.test/a'],
    [{ url: '/translation-api/by-lang', path: ['ru'] }, '/translation-api/by-lang/ru'],
    [{ url: '/footer/', path: ['main'] }, '/footer/main'],
    [{ url: '/q', query: { stream: 'a&b=c' } }, '/q?stream=a%26b%3Dc'],
    [{ url: '/q?x=1', query: { y: 2 } }, '/q?x=1&y=2'],
    [{ url: '/q', query: { live: false } }, '/q'],
    [{ url: '/q', query: { project: { id: 5 } } }, '/q?project%5Bid%5D=5'],
  ])('builds %j as %s', (parts, expected) => {
    expect(buildUrl(parts)).toBe(expected);
  });
});
