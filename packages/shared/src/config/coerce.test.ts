import { describe, expect, it } from 'vitest';
import { isOn, matchOne, toCount, toNumber, toNumberList, toRecord, toText, toTextList } from './coerce';

describe('isOn', () => {
  it.each([true, 1, 'true', '1'])('treats %j as on', (value) => {
    expect(isOn(value)).toBe(true);
  });

  it.each([false, 0, 'false', '0', 'TRUE', 'yes', 'on', ' 1', 2, -1, null, undefined, [], {}, [1], Number.NaN])(
    'treats %j as off',
    (value) => {
      expect(isOn(value)).toBe(false);
    },
  );
});

describe('number readers', () => {
  it.each([
    [18, 18],
    ['18', 18],
    [' 21 ', 21],
    ['2.5', 2.5],
    ['-3', -3],
    ['abc', 0],
    ['', 0],
    ['1e3', 0],
    [Number.POSITIVE_INFINITY, 0],
    [Number.NaN, 0],
    [null, 0],
    [[18], 0],
    [{}, 0],
  ])('reads %j as the number %j (fallback 0)', (value, expected) => {
    expect(toNumber(value, 0)).toBe(expected);
  });

  it.each([
    [7, 7],
    ['14', 14],
    [0, 0],
    [-1, 7],
    [2.5, 7],
    ['x', 7],
    [Number.MAX_SAFE_INTEGER + 2, 7],
  ])('reads %j as the count %j (fallback 7)', (value, expected) => {
    expect(toCount(value, 7)).toBe(expected);
  });
});

describe('list readers', () => {
  it('turns a mixed list into distinct numbers, dropping the rest', () => {
    expect(toNumberList(['1', 2, 'x', null, 2, ' 3 ', -4, 1.5])).toEqual([1, 2, 3]);
  });

  it('accepts a comma-separated string as a list', () => {
    expect(toNumberList('1, 2,3')).toEqual([1, 2, 3]);
    expect(toTextList('a, b')).toEqual(['a', 'b']);
  });

  it('keeps strings only and applies the normaliser', () => {
    expect(toTextList(['Google', 7, 'bogus', 'VK'], matchOne(['google', 'vk']))).toEqual(['google', 'vk']);
  });

  it('reads junk as an empty list', () => {
    expect(toNumberList({ 0: 1 })).toEqual([]);
    expect(toTextList(true)).toEqual([]);
  });
});

describe('toRecord', () => {
  it('drops keys the normaliser refuses and values the reader refuses', () => {
    const raw = JSON.parse('{"__proto__": 1, "en": 2, "EN_US": 3, "de": "x"}');
    const record = toRecord(
      raw,
      (key) => (/^[a-z_]+$/i.test(key) && key !== '__proto__' ? key.toLowerCase() : null),
      (value) => (typeof value === 'number' ? value : undefined),
    );
    expect(record).toEqual({ en: 2, en_us: 3 });
    expect(Object.hasOwn(record, '__proto__')).toBe(false);
  });

  it('reads arrays and primitives as an empty record', () => {
    expect(
      toRecord(
        [1, 2],
        (key) => key,
        (value) => value,
      ),
    ).toEqual({});
    expect(
      toRecord(
        'ab',
        (key) => key,
        (value) => value,
      ),
    ).toEqual({});
  });
});

describe('toText', () => {
  it('uses the fallback for non-strings and for empty strings', () => {
    expect(toText(5, 'd')).toBe('d');
    expect(toText('   ', 'd')).toBe('d');
    expect(toText(' x ', 'd')).toBe('x');
  });
});
