import { describe, expect, it } from 'vitest';
import { isExternalLink, localizePath, shouldNavigate, stripLanguage } from './links';

describe('localizePath', () => {
  it.each([
    ['/line', 'ru', '/ru/line'],
    ['line/football', 'en', '/en/line/football'],
    ['/', 'ru', '/ru'],
    ['', 'ru', '/ru'],
    ['/line/', 'ru', '/ru/line'],
    ['/line?sport=1#top', 'en', '/en/line?sport=1#top'],
    ['/ru/line', 'ru', '/ru/line'],
    ['/EN/line', 'en', '/en/line'],
    ['/line', 'PT-BR', '/pt-br/line'],
    ['https://example.com/line', 'ru', 'https://example.com/line'],
    ['//cdn.example.com/a', 'ru', '//cdn.example.com/a'],
    ['mailto:help@example.com', 'ru', 'mailto:help@example.com'],
    ['#top', 'ru', '#top'],
    ['/line', '', '/line'],
    ['/line', '../x', '/line'],
  ])('localizes %j in %j as %j', (path, lang, expected) => {
    expect(localizePath(path, lang)).toBe(expected);
  });
});

describe('stripLanguage', () => {
  it.each([
    ['/ru/line/football', { lang: 'ru', rest: '/line/football' }],
    ['/pt-br/live', { lang: 'pt-br', rest: '/live' }],
    ['/en', { lang: 'en', rest: '/' }],
    ['/ufc', { lang: null, rest: '/ufc' }],
    ['/ipl-2025', { lang: null, rest: '/ipl-2025' }],
    ['/', { lang: null, rest: '/' }],
  ])('splits %j into %j', (pathname, expected) => {
    expect(stripLanguage(pathname)).toEqual(expected);
  });

  it('uses the known languages when given, so three-letter codes work and look-alikes do not', () => {
    expect(stripLanguage('/fil/line', ['ru', 'fil'])).toEqual({ lang: 'fil', rest: '/line' });
    expect(stripLanguage('/tv/games', ['ru', 'en'])).toEqual({ lang: null, rest: '/tv/games' });
  });
});

describe('shouldNavigate', () => {
  it.each([
    ['/ru/line', '/ru/line', false],
    ['/ru/line/', '/ru/line', false],
    ['/ru/line', '/ru/live', true],
    ['/ru/line?sport=1', '/ru/line', true],
    ['/', '', false],
  ])('from %j while on %j navigates: %j', (target, current, expected) => {
    expect(shouldNavigate(target, current)).toBe(expected);
  });
});

describe('isExternalLink', () => {
  it.each([
    ['https://a.b', true],
    ['//a.b', true],
    ['tel:+1', true],
    ['/a', false],
    ['a/b', false],
  ])('%j is external: %j', (link, expected) => {
    expect(isExternalLink(link)).toBe(expected);
  });
});
