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
    ['/multi-live', 200],
    ['/results/1234', 200],
    ['/slots', 200],
    ['/slots/orchard-stars', 200],
    ['/live-casino', 200],
    ['/crash-games', 200],
    ['/casino', 200],
    ['/casino/game/dice', 200],
    ['/casino/verify?game=dice&nonce=0', 200],
    ['/casino/my', 200],
    ['/office/casino', 200],
    ['/office/bonuses', 200],
    ['/promo', 200],
    ['/promo/welcome-sport', 200],
    ['/statisticpopup/game/1/123456', 200],
    ['/statisticpopup/game/0/123456/lineups', 200],
    ['/statisticpopup/team/1/321', 200],
    ['/statisticpopup/player/1/32107', 200],
    ['/statisticpopup/stage/3/12?tt=home', 200],
    ['/statisticpopup/tournament/1/12/40', 200],
    ['/statisticpopup/cyber/85/70', 200],
    ['/statisticpopup/graph/123456/2', 200],
  ])('answers a real page %j with %i', (rest, status) => {
    expect(pageStatus(rest)).toBe(status);
  });

  it.each([
    ['/slots/bookOfRa'],
    ['/slots/orchard-stars/extra'],
    ['/casino/game/Dice!'],
    ['/casino/unknown'],
    // A campaign's slug is its code `<KIND>_<NAME>`: one word is no campaign (the old menu's dead link).
    ['/promo/welcome'],
    ['/promo/Welcome-Sport!'],
    ['/promo/welcome-sport/extra'],
    ['/results/abc'],
    ['/results/12/extra'],
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
    ['/statisticpopup/game/1'],
    ['/statisticpopup/game/1/123/nosuchtab'],
    ['/statisticpopup/cyber/1/70'],
    ['/statisticpopup/cyber/4046/70'],
    ['/statisticpopup/team/x/12'],
    ['/statisticpopup/graph/12/9'],
    ['/statisticpopup/horse/12'],
    ['/statisticpopup/rating/1/12'],
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
    expect(pathStatus('/en/casino', ['ru', 'en', 'ar'])).toEqual({ lang: 'en', status: 200 });
    expect(pathStatus('/en/poker', ['ru', 'en', 'ar'])).toEqual({ lang: 'en', status: 404 });
  });

  it('judges a path without a language as it stands', () => {
    expect(pathStatus('/line', ['ru', 'en'])).toEqual({ lang: null, status: 200 });
    expect(pathStatus('/wp-admin', ['ru', 'en'])).toEqual({ lang: null, status: 404 });
  });
});
