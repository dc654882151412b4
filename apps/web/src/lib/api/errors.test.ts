import { describe, expect, it } from 'vitest';
import { ApiError, BadRequest, createApiError, HTTPError, KNOWN_STATUS_CODES, NotFound } from './errors';

describe('createApiError', () => {
  it.each([
    [400, 'BadRequest'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'NotFound'],
    [1488, 'HTTPError'],
    [0, 'HTTPError'],
  ])('gives status %i the name %s', (statusCode, name) => {
    const error = createApiError({ statusCode, message: 'm' });
    expect(error.name).toBe(name);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
  });

  it('defaults title to the name, data to null, and both flags to false', () => {
    expect(new NotFound({ message: 'gone' })).toMatchObject({
      statusCode: 404,
      title: 'NotFound',
      data: null,
      isCancel: false,
      hideFromLog: false,
    });
  });

  it('keeps the subclass for instanceof checks', () => {
    expect(createApiError({ statusCode: 400, message: 'm' })).toBeInstanceOf(BadRequest);
    expect(createApiError({ statusCode: 418, message: 'm' })).toBeInstanceOf(HTTPError);
  });
});

describe('KNOWN_STATUS_CODES', () => {
  it('lists the spec codes plus the internal timeouts 1488 and 1489', () => {
    expect(KNOWN_STATUS_CODES).toEqual([
      200, 201, 400, 401, 403, 404, 405, 415, 429, 451, 499, 500, 501, 502, 1488, 1489,
    ]);
  });
});
