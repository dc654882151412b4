import { describe, expect, it } from 'vitest';
import { isRouteAvailable } from './availability';

describe('isRouteAvailable', () => {
  it.each([
    ['a guest-only route to a logged-in user', { guestOnly: true }, { isAuth: true, lang: 'ru' }, false],
    ['a guest-only route to a guest', { guestOnly: true }, { isAuth: false, lang: 'ru' }, true],
    ['a user-only route to a guest', { userOnly: true }, { isAuth: false, lang: 'ru' }, false],
    ['a user-only route to a logged-in user', { userOnly: true }, { isAuth: true, lang: 'ru' }, true],
    ['an unrestricted route to anyone', {}, { isAuth: false, lang: 'de' }, true],
    ['a route whose allow-list holds the language', { languages: ['en', 'ru'] }, { isAuth: false, lang: 'en' }, true],
    ['a route whose allow-list lacks the language', { languages: ['ru'] }, { isAuth: true, lang: 'en' }, false],
    ['a route with an empty allow-list', { languages: [] }, { isAuth: false, lang: 'en' }, true],
    ['a ru-only route when no language is known (defaults to ru)', { languages: ['ru'] }, { isAuth: false }, true],
    [
      'an en-only route when no language is known (defaults to ru)',
      { languages: ['en'] },
      { isAuth: false, lang: '' },
      false,
    ],
    ['a route whose allow-list differs only in case', { languages: ['EN'] }, { isAuth: false, lang: 'en' }, true],
    [
      'a user-only route in an allowed language to a guest',
      { userOnly: true, languages: ['ru'] },
      { isAuth: false, lang: 'ru' },
      false,
    ],
  ])('decides %s', (_name, route, ctx, expected) => {
    expect(isRouteAvailable(route, ctx)).toBe(expected);
  });
});
