import { describe, expect, it } from 'vitest';
import { HttpStatus, httpErrorName, isTimeoutStatus } from './http-error';

describe('HTTP errors', () => {
  it.each([
    [400, 'BadRequest'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'NotFound'],
    [405, 'HTTPError'],
    [429, 'HTTPError'],
    [500, 'HTTPError'],
    [1488, 'HTTPError'],
  ])('names status %i %s', (status, name) => {
    expect(httpErrorName(status)).toBe(name);
  });

  it('knows the spec codes, including the internal timeouts 1488 and 1489', () => {
    expect(Object.values(HttpStatus).sort((a, b) => a - b)).toEqual([
      200, 201, 400, 401, 403, 404, 405, 415, 429, 451, 499, 500, 501, 502, 1488, 1489,
    ]);
    expect(isTimeoutStatus(1488)).toBe(true);
    expect(isTimeoutStatus(1489)).toBe(true);
    expect(isTimeoutStatus(504)).toBe(false);
  });
});
