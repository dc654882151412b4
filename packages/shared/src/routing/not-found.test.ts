import { describe, expect, it } from 'vitest';
import { isNotFoundRedirect, NOT_FOUND_REDIRECTS } from './not-found';

describe('isNotFoundRedirect', () => {
  it.each(NOT_FOUND_REDIRECTS.map((path) => [path]))('sends %s to the not-found page', (path) => {
    expect(isNotFoundRedirect(path)).toBe(true);
  });

  it.each([
    ['/wp-admin/setup-config.php', true],
    ['/WP-ADMIN', true],
    ['/ru/old-live/football', true],
    ['/.env?x=1', true],
    ['/wp-admin/', true],
    ['/wp-administrator', false],
    ['/ru/live', false],
    ['/', false],
  ])('decides %j: %j', (path, expected) => {
    expect(isNotFoundRedirect(path)).toBe(expected);
  });
});
