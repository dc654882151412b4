import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildQuery, FEED_DEFAULTS, parseIdList, RequestParamError, toWireParams } from './build-params';

describe('buildQuery', () => {
  it('drops parameters whose value is undefined or null', () => {
    expect(buildQuery({ sports: undefined, champs: null, count: 10 })).toEqual({ count: '10' });
  });

  it('drops a parameter equal to its default', () => {
    expect(buildQuery({ partner: 1, lng: 'ru', cfview: 0, country: 1 }, FEED_DEFAULTS)).toEqual({ country: '1' });
  });

  it('keeps a parameter that differs from its default', () => {
    expect(buildQuery({ partner: 7, lng: 'en', cfview: 1 }, FEED_DEFAULTS)).toEqual({
      partner: '7',
      lng: 'en',
      cfview: '1',
    });
  });

  it('treats false as the default of every boolean: false is dropped, true is sent as "true"', () => {
    expect(buildQuery({ live: false, top: true })).toEqual({ top: 'true' });
  });

  it('sends false for a boolean whose declared default is true', () => {
    expect(buildQuery({ virtualSports: false, getEmpty: true }, { virtualSports: true, getEmpty: true })).toEqual({
      virtualSports: 'false',
    });
  });

  it('writes integers in base 10 and decimals without float noise', () => {
    expect(buildQuery({ count: 50, summ: 0.1 + 0.2, minOffset: -15 })).toEqual({
      count: '50',
      summ: '0.3',
      minOffset: '-15',
    });
  });

  it('omits empty arrays, empty objects and empty strings', () => {
    expect(buildQuery({ sports: [], filters: {}, text: '' })).toEqual({});
  });

  it('sends list parameters as sorted, de-duplicated, comma-joined ids', () => {
    expect(buildQuery({ sports: [3, 1, 1, 2], champs: ['10', '9', 10] })).toEqual({ sports: '1,2,3', champs: '9,10' });
  });

  it('sorts and de-duplicates a list of non-id strings', () => {
    expect(buildQuery({ filters: ['b', 'a', 'b'] })).toEqual({ filters: 'a,b' });
  });

  it('flattens a nested object into bracketed keys, as in project[id]', () => {
    expect(buildQuery({ project: { id: 5 }, match: { id: undefined } })).toEqual({ 'project[id]': '5' });
  });

  it.each([
    ['a known numeric id', 3, '3'],
    ['an unknown numeric id (dropped)', 4, undefined],
    ['a string section', 'live', 'live'],
    ['the range ends 1001 and 1012', [1012, 1001, 1013, 1000], '1001,1012'],
    ['a mixed list, ids sorted then strings', ['casino', 28, 2, 7, 7], '7,28,casino'],
    ['a list with nothing allowed (omitted)', [1, 2, 1013], undefined],
  ])('keeps in menuSection only strings and allowed ids: %s', (_, value, expected) => {
    expect(buildQuery({ menuSection: value }).menuSection).toBe(expected);
  });

  it.each([
    ['a non-finite number', { count: Number.NaN }, 'Wrong input param [count]: null'],
    ['a date object', { dateFrom: new Date(0) }, 'Wrong input param [dateFrom]: "1970-01-01T00:00:00.000Z"'],
    ['a list of objects', { games: [{ id: 1 }] }, 'Wrong input param [games]: [{"id":1}]'],
  ])('rejects %s with a wrong-input-param error', (_, params, message) => {
    expect(() => buildQuery(params)).toThrow(RequestParamError);
    expect(() => buildQuery(params)).toThrow(message);
  });

  it('always writes id lists sorted ascending and without duplicates', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { minLength: 1 }), (ids) => {
        const written = buildQuery({ sports: ids }).sports;
        const items = (written ?? '').split(',').map(Number);
        expect(items).toEqual([...new Set(ids)].sort((a, b) => a - b));
        expect(new Set(items).size).toBe(items.length);
      }),
    );
  });

  it('round-trips any id list through buildQuery and parseIdList', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), (ids) => {
        expect(parseIdList(buildQuery({ champs: ids }).champs)).toEqual([...new Set(ids)].sort((a, b) => a - b));
      }),
    );
  });
});

describe('toWireParams then buildQuery', () => {
  it('sends a feed payload under wire names with the feed defaults dropped', () => {
    const payload = { champId: 88, sportId: 1, coefViewId: 0, groupId: 3, pinnedGames: [5, 4], lng: 'ru', top: true };
    expect(buildQuery(toWireParams(payload), FEED_DEFAULTS)).toEqual({
      champ: '88',
      sport: '1',
      gr: '3',
      topGames: '4,5',
      top: 'true',
    });
  });
});
