import { describe, expect, it } from 'vitest';
import type { GameInfo, Outcome } from '../../trading/types';
import { legOf, totalOdds } from './builders/express';
import { compareProbabilities, lambdaForOver, overProbability, poissonPmf } from './builders/poisson';
import { nameMatcher } from './builders/search';
import { acceptsGzip } from './cached-reply';
import { oddsDelta } from './feed-publisher';
import { FeedVersions } from './feed-versions';
import { Lru } from './lru';

describe('Lru', () => {
  it('forgets the least recently used key first', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.get('a');
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([1, undefined, 3]);
  });
});

describe('FeedVersions', () => {
  it('moves the stamp of an answer only when one of its dependencies moves', () => {
    const v = new FeedVersions();
    const before = v.stamp(['s:line:1']);
    v.bumpSport('line', 2);
    expect(v.stamp(['s:line:1'])).toBe(before);
    v.bumpSport('line', 1);
    expect(v.stamp(['s:line:1'])).not.toBe(before);
    expect(v.stamp(['f:line'])).toBe('2.');
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br', false],
    [undefined, false],
    ['gzip;q=0, br', false],
    ['gzip;q=0.5', true],
  ])('%s → %s', (header, ok) => {
    expect(acceptsGzip(header)).toBe(ok);
  });
});

describe('search matching', () => {
  const names = { en: 'Dinamo Krasnodar', ru: 'Динамо Краснодар' };

  it('matches any part of a Russian or English name, ignoring case', () => {
    expect(nameMatcher('KRASNO', false)(names)).toBe(true);
    expect(nameMatcher('динамо', false)(names)).toBe(true);
    expect(nameMatcher('zenit', false)(names)).toBe(false);
  });

  it('matches whole words only when strict', () => {
    expect(nameMatcher('krasno', true)(names)).toBe(false);
    expect(nameMatcher('krasnodar', true)(names)).toBe(true);
  });
});

describe('duel pricing helpers', () => {
  it('inverts the Poisson over probability', () => {
    const lambda = lambdaForOver(1.5, overProbability(1.7, 1.5));
    expect(lambda).toBeCloseTo(1.7, 6);
  });

  it('splits all probability between win, draw and loss, symmetric for equal sides', () => {
    const [w, d, l] = compareProbabilities(1.3, 1.3);
    expect(w + d + l).toBeCloseTo(1, 9);
    expect(w).toBeCloseTo(l, 9);
    expect(poissonPmf(2).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 9);
  });
});

describe('express legs', () => {
  const game = (E: Outcome[]) => ({ E }) as GameInfo;

  it('takes the unblocked main-line price nearest 1.65 within 1.30–2.20', () => {
    const leg = legOf(
      game([
        { T: 1, G: 1, C: 1.25 },
        { T: 2, G: 1, C: 1.7, B: true },
        { T: 9, G: 17, C: 1.9, P: 2.5 },
        { T: 4, G: 8, C: 1.5 },
      ]),
    );
    expect(leg).toEqual({ T: 4, G: 8, C: 1.5 });
    expect(legOf(game([{ T: 1, G: 1, C: 3.5 }]))).toBeUndefined();
  });

  it('multiplies leg odds as the slip does: the product rounded down to the thousandth', () => {
    expect(
      totalOdds([
        { T: 1, G: 1, C: 1.5 },
        { T: 1, G: 1, C: 1.7 },
        { T: 1, G: 1, C: 2.1 },
      ]),
    ).toBe(5.355);
    // 1.85 × 1.91 = 3.5335: the slip shows 3.533 (rounded down, as the coupon's total), so the card does too.
    expect(
      totalOdds([
        { T: 1, G: 1, C: 1.85 },
        { T: 1, G: 1, C: 1.91 },
      ]),
    ).toBe(3.533);
  });
});

describe('oddsDelta', () => {
  const m = (list: Outcome[]) => new Map(list.map((o) => [`${o.G}:${o.T}:${o.P || ''}`, o]));

  it('sends moved prices, new outcomes, blocking changes and vanished outcomes as blocked', () => {
    const before = m([
      { T: 1, G: 1, C: 2 },
      { T: 3, G: 1, C: 3 },
      { T: 9, G: 17, C: 1.9, P: 2.5 },
      { T: 10, G: 17, C: 1.9, P: 2.5 },
    ]);
    const after = m([
      { T: 1, G: 1, C: 2.1 },
      { T: 3, G: 1, C: 3, B: true },
      { T: 9, G: 17, C: 1.9, P: 2.5 },
      { T: 9, G: 17, C: 2.4, P: 3.5 },
    ]);
    expect(oddsDelta(before, after)).toEqual([
      { T: 1, G: 1, C: 2.1 },
      { T: 3, G: 1, C: 3, B: true },
      { T: 9, G: 17, C: 2.4, P: 3.5 },
      { T: 10, G: 17, C: 1.9, P: 2.5, B: true },
    ]);
  });

  it('sends nothing when nothing moved', () => {
    const same = m([{ T: 1, G: 1, C: 2 }]);
    expect(oddsDelta(same, m([{ T: 1, G: 1, C: 2 }]))).toEqual([]);
  });
});
