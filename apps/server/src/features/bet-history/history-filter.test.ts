import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betTypeOf, reachStart, resolvePeriod, shownStatusesOf, statusesOf, vidOfType } from './history-filter';

const NOW = new Date('2026-11-22T15:30:00Z');
const iso = (d: Date) => d.toISOString();

describe('resolvePeriod', () => {
  it.each([
    ['no dates: the last 7 days up to now', {}, '2026-11-15T15:30:00.000Z', '2026-11-22T15:30:00.000Z'],
    [
      'a date-only date_to covers that whole day',
      { dateFrom: '2026-11-01', dateTo: '2026-11-10' },
      '2026-11-01T00:00:00.000Z',
      '2026-11-11T00:00:00.000Z',
    ],
    [
      'a lone date_from runs to now',
      { dateFrom: '2026-10-01' },
      '2026-10-01T00:00:00.000Z',
      '2026-11-22T15:30:00.000Z',
    ],
    [
      'a lone date_to gets the default length before it',
      { dateTo: '2026-11-10' },
      '2026-11-04T00:00:00.000Z',
      '2026-11-11T00:00:00.000Z',
    ],
    [
      'date-times are taken as given',
      { dateFrom: '2026-11-20T10:00:00Z', dateTo: '2026-11-21T10:00:00+02:00' },
      '2026-11-20T10:00:00.000Z',
      '2026-11-21T08:00:00.000Z',
    ],
    ['numbers are Unix seconds', { dateFrom: 1_795_000_000 }, '2026-11-18T11:06:40.000Z', '2026-11-22T15:30:00.000Z'],
    [
      'the first day of the 12-month reach is allowed',
      { dateFrom: '2025-11-22' },
      '2025-11-22T00:00:00.000Z',
      iso(NOW),
    ],
  ])('%s', (_rule, input, from, to) => {
    const period = resolvePeriod(input, NOW, 7);
    expect(period).toEqual({ ok: true, from: new Date(from), to: new Date(to) });
  });

  it.each([
    ['a day before the 12-month reach', { dateFrom: '2025-11-21' }, 'date_from', /reaches back 12 months.*2025-11-22/],
    ['a lone old date_to whose default period starts too early', { dateTo: '2025-11-25' }, 'date_from', /12 months/],
    ['an empty period', { dateFrom: '2026-11-10', dateTo: '2026-11-09T23:00:00Z' }, 'date_from', /before date_to/],
    ['a date that does not parse', { dateFrom: 'yesterday' }, 'date_from', /not a date/],
    ['a date_to that does not parse', { dateTo: '2026-13-45' }, 'date_to', /not a date/],
    ['a date past year 9999', { dateTo: 1e12 }, 'date_to', /not a date/],
    ['a date before 1970', { dateTo: -1 }, 'date_to', /not a date/],
    ['a number that is no date at all', { dateTo: 1e300 }, 'date_to', /not a date/],
  ])('refuses %s', (_rule, input, field, message) => {
    const period = resolvePeriod(input, NOW, 7);
    expect(period).toMatchObject({ ok: false, field });
    expect(period.ok ? '' : period.message).toMatch(message);
  });

  it('defaults to couponHistoryDays of the brand', () => {
    expect(resolvePeriod({}, NOW, 30)).toMatchObject({ from: new Date('2026-10-23T15:30:00Z') });
  });

  it('never answers a period that starts before the reach or ends before it starts', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1_500_000_000, max: 1_900_000_000 }), { nil: undefined }),
        fc.option(fc.integer({ min: 1_500_000_000, max: 1_900_000_000 }), { nil: undefined }),
        fc.integer({ min: 1, max: 365 }),
        (dateFrom, dateTo, days) => {
          const period = resolvePeriod({ dateFrom, dateTo }, NOW, days);
          if (!period.ok) return;
          expect(period.from.getTime()).toBeGreaterThanOrEqual(reachStart(NOW).getTime());
          expect(period.from.getTime()).toBeLessThan(period.to.getTime());
        },
      ),
    );
  });
});

describe('filters', () => {
  it('counts a pending auto bet as open', () => {
    expect(statusesOf('open')).toEqual(['open', 'bid']);
    expect(statusesOf('sold')).toEqual(['sold']);
    expect(statusesOf('all')).toBeNull();
  });

  it.each([
    ['single', 0],
    ['express', 1],
    ['system', 2],
    ['multi', 3],
    ['anti-express', 4],
  ] as const)('names vid %#: %s both ways', (type, vid) => {
    expect(vidOfType(type)).toBe(vid);
    expect(betTypeOf(vid)).toBe(type);
  });

  it('selects every type with all', () => {
    expect(vidOfType('all')).toBeNull();
  });
});

describe('shownStatusesOf (betting.hiddenBetStatuses)', () => {
  it('keeps every status of the filter when the brand hides none', () => {
    expect(shownStatusesOf('all', [])).toBeNull();
    expect(shownStatusesOf('open', [])).toEqual(['open', 'bid']);
  });

  it('leaves the hidden statuses out of `all` (void 4, cancelled 7)', () => {
    expect(shownStatusesOf('all', [4, 7])).toEqual(['open', 'won', 'lost', 'sold', 'bid']);
  });

  it('selects nothing when the filter asks only for a hidden status', () => {
    expect(shownStatusesOf('void', [4])).toEqual([]);
  });

  it('hides pending auto bets (bid 6) from the open filter but keeps open bets', () => {
    expect(shownStatusesOf('open', [6])).toEqual(['open']);
  });
});
