import { describe, expect, it } from 'vitest';
import { matchPage, PAGE_ROUTES, pageStatus, pathStatus } from './page-routes';

describe('pageStatus', () => {
  it.each([
    ['/', 200],
    ['', 200],
    ['/information/rules', 200],
    ['/information/privacyPolicy/', 200],
    ['/line', 200],
    ['/line/football', 200],
    ['/line/football/1234', 200],
    ['/live/cs2', 200],
    ['/line/game/987654', 200],
    ['/cyber/live', 200],
    ['/cyber/line/cs2', 200],
    ['/cyber/live/fifa/1234', 200],
    ['/office/payments', 200],
    ['/LINE', 200],
    ['/block', 200],
    ['/block-appeal', 200],
    ['/sports?x=1#top', 200],
    ['/results', 200],
    ['/results/1234', 200],
  ])('answers a real page %j with %i', (rest, status) => {
    expect(pageStatus(rest)).toBe(status);
  });

  it.each([
    ['/slots'],
    ['/slots/bookOfRa'],
    ['/promo'],
    ['/results/abc'],
    ['/results/12/extra'],
    ['/live-casino'],
    ['/information/nope'],
    ['/information'],
    ['/line/not-a-sport'],
    ['/line/football/abc'],
    ['/line/football/1/extra'],
    ['/cyber/line/football'],
    ['/cyber/live/not-a-sport'],
    ['/line/game/0'],
    ['/line/game/12x'],
    ['/office/unknown'],
    ['/%E0%A4%A'],
    ['/information/rules%2Fx'],
  ])('answers %j, which no page shows, with 404', (rest) => {
    expect(pageStatus(rest)).toBe(404);
  });

  it('answers the not-found page itself with 404, so it is never indexed as content', () => {
    expect(pageStatus('/not-found')).toBe(404);
  });

  it('answers an information page the brand hides with 404, and the others with 200', () => {
    const filters = { hiddenInformationPages: ['smsbets'] };
    expect(pageStatus('/information/smsbets', filters)).toBe(404);
    expect(pageStatus('/information/rules', filters)).toBe(200);
  });

  it('answers an error page with the code it shows, and an impossible code with 404', () => {
    expect(pageStatus('/error/503')).toBe(503);
    expect(pageStatus('/error/403')).toBe(403);
    expect(pageStatus('/error/200')).toBe(404);
    expect(pageStatus('/error/abc')).toBe(404);
  });
});

describe('matchPage', () => {
  it('names the route and its parameters', () => {
    expect(matchPage('/live/football/77')).toEqual({
      route: '/live/:sportSlug?/:champId?',
      params: { sportSlug: 'football', champId: '77' },
    });
  });

  it('lists every route once', () => {
    expect(new Set(PAGE_ROUTES).size).toBe(PAGE_ROUTES.length);
  });
});

describe('pathStatus', () => {
  it('splits off a known language and judges the rest', () => {
    expect(pathStatus('/ar/information/rules', ['ru', 'en', 'ar'])).toEqual({ lang: 'ar', status: 200 });
    expect(pathStatus('/en/casino', ['ru', 'en', 'ar'])).toEqual({ lang: 'en', status: 404 });
  });

  it('judges a path without a language as it stands', () => {
    expect(pathStatus('/line', ['ru', 'en'])).toEqual({ lang: null, status: 200 });
    expect(pathStatus('/wp-admin', ['ru', 'en'])).toEqual({ lang: null, status: 404 });
  });
});
