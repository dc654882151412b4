import { describe, expect, it } from 'vitest';
import { isIndexable, seoPageOf, seoQueryOf } from './seo-page';

describe('seoPageOf', () => {
  it.each([
    ['/', { section: 'main' }],
    ['/sports', { section: 'sports' }],
    ['/line', { section: 'line', stream: 'line' }],
    ['/live/football', { section: 'sport', stream: 'live', sportId: 1 }],
    ['/line/football/88', { section: 'championship', stream: 'line', sportId: 1, champId: 88 }],
    ['/live/game/123', { section: 'game', stream: 'live', gameId: 123 }],
    ['/information/rules', { section: 'information', page: 'rules' }],
    ['/office/bets', { section: 'office' }],
    ['/favorites', { section: 'office' }],
    ['/multi-live', { section: 'office' }],
    ['/slots/', { section: 'casino', page: '/slots' }],
    ['/casino/game/dice?provider=x', { section: 'casino', page: '/casino/game/dice' }],
    ['/casino/my', { section: 'office' }],
    ['/office/casino', { section: 'office' }],
    ['/results', { section: 'results' }],
    ['/results/88', { section: 'results', champId: 88 }],
    ['/promo', { section: 'promo' }],
    ['/promo/welcome-sport', { section: 'promo', page: 'welcome-sport' }],
    ['/promo/welcome', { section: 'not-found' }],
    ['/nowhere', { section: 'not-found' }],
  ])('reads %s as %o', (rest, page) => {
    expect(seoPageOf(rest)).toEqual(page);
  });

  it('asks with the spec’s query fields', () => {
    expect(seoQueryOf(seoPageOf('/line/football/88'), 'en')).toEqual({
      language: 'en',
      section: 'championship',
      stream: 'line',
      'subsection[id]': '1',
      'championship[id]': '88',
    });
    expect(seoQueryOf(seoPageOf('/information/rules'), 'ru')).toMatchObject({ menuSection: 'rules' });
    expect(seoQueryOf(seoPageOf('/results/88'), 'en')).toEqual({
      language: 'en',
      section: 'results',
      'championship[id]': '88',
    });
    expect(seoQueryOf(seoPageOf('/promo/welcome-sport'), 'ar')).toEqual({
      language: 'ar',
      section: 'promo',
      menuSection: 'welcome-sport',
    });
  });

  it('keeps personal and missing pages out of the index; results and promotions are public', () => {
    expect(isIndexable('office')).toBe(false);
    expect(isIndexable('not-found')).toBe(false);
    expect(isIndexable('game')).toBe(true);
    expect(isIndexable('results')).toBe(true);
    expect(isIndexable('promo')).toBe(true);
  });
});
