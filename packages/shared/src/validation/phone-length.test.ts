import { describe, expect, it } from 'vitest';
import { phonePossibleLength } from './phone-length';

describe('phonePossibleLength', () => {
  it.each([
    ['2015550123', 'US', 'IS_POSSIBLE'],
    ['201555012', 'US', 'TOO_SHORT'],
    ['20155501234', 'US', 'TOO_LONG'],
    ['2015550123', 'us', 'IS_POSSIBLE'],
    ['9123456789', 'RU', 'IS_POSSIBLE'],
    ['7012345678', 'kz', 'IS_POSSIBLE'],
    ['12015550123', undefined, 'IS_POSSIBLE'],
    ['+1 (201) 555-0123', undefined, 'IS_POSSIBLE'],
    ['1', 'US', 'TOO_SHORT'],
    ['', 'US', 'TOO_SHORT'],
    ['123456789012345678', 'US', 'TOO_LONG'],
    ['20123456', 'GB', 'INVALID_LENGTH'],
    ['2015550123', 'XX', 'INVALID_LENGTH'],
    ['99912345', undefined, 'INVALID_LENGTH'],
  ])('%s in %s is %s', (number, country, expected) => {
    expect(phonePossibleLength(number, country)).toBe(expected);
  });
});
