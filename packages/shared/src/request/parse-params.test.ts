import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RequestParamError } from './param-error';
import { parseBoolParam, parseFloatParam, parseIdList, parseIntParam } from './parse-params';

describe('parseIntParam', () => {
  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['-15', -15],
    ['010', 10],
    [5, 5],
  ])('parses %j in base 10 as %j', (raw, expected) => {
    expect(parseIntParam(raw)).toBe(expected);
  });

  it.each([undefined, null, ''])('gives undefined for an absent value (%j)', (raw) => {
    expect(parseIntParam(raw)).toBeUndefined();
  });

  it.each(['12abc', '1.5', '0x10', '1e3', 'abc', '99999999999999999999'])(
    'rejects junk %j naming the parameter',
    (raw) => {
      expect(() => parseIntParam(raw, 'count')).toThrow(`Wrong input param [count]: ${raw}`);
    },
  );

  it('round-trips any safe integer written in base 10', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(parseIntParam(String(n))).toBe(n);
      }),
    );
  });
});

describe('parseFloatParam', () => {
  it.each([
    ['1.85', 1.85],
    ['10', 10],
    ['.5', 0.5],
    ['-2.25', -2.25],
    ['1e-7', 1e-7],
  ])('parses %j as the float %j', (raw, expected) => {
    expect(parseFloatParam(raw)).toBe(expected);
  });

  it.each(['1,5', '1.5x', 'NaN', 'Infinity', '--1'])('rejects %j', (raw) => {
    expect(() => parseFloatParam(raw, 'summ')).toThrow(RequestParamError);
  });

  it('gives undefined when absent', () => {
    expect(parseFloatParam(undefined)).toBeUndefined();
  });

  it('round-trips any finite double written with String()', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(parseFloatParam(String(n))).toBe(n === 0 ? 0 : n);
      }),
    );
  });
});

describe('parseBoolParam', () => {
  it.each([
    ['true', true],
    ['1', true],
    ['TRUE', true],
    ['false', false],
    ['0', false],
    [true, true],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseBoolParam(raw)).toBe(expected);
  });

  it('defaults to false when absent', () => {
    expect(parseBoolParam(undefined)).toBe(false);
    expect(parseBoolParam('')).toBe(false);
  });

  it('uses the given fallback when absent, for calls that default a flag to true', () => {
    expect(parseBoolParam(undefined, 'virtualSports', true)).toBe(true);
    expect(parseBoolParam('false', 'virtualSports', true)).toBe(false);
  });

  it('rejects a word that is not a boolean', () => {
    expect(() => parseBoolParam('yes', 'live')).toThrow('Wrong input param [live]: yes');
  });
});

describe('parseIdList', () => {
  it('parses a comma list into sorted unique ids', () => {
    expect(parseIdList('3,1,1,2')).toEqual([1, 2, 3]);
  });

  it('tolerates spaces around ids', () => {
    expect(parseIdList(' 10 , 9 ')).toEqual([9, 10]);
  });

  it.each([undefined, null, ''])('gives an empty list when absent (%j)', (raw) => {
    expect(parseIdList(raw)).toEqual([]);
  });

  it.each(['1,x,3', '1,,2', '1.5', '1,2,'])('rejects %j with an error naming the parameter', (raw) => {
    expect(() => parseIdList(raw, 'sports')).toThrow(`Wrong input param [sports]: ${raw}`);
  });

  it('rejects a value that is not text', () => {
    expect(() => parseIdList({ a: 1 }, 'sports')).toThrow('Wrong input param [sports]: {"a":1}');
  });
});
