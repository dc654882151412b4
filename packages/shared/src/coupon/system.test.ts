import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minor } from '../money/minor';
import { odds } from '../odds/odds1000';
import { combinations, enumerateCombinations } from './combinations';
import { expressReturnRatio } from './express';
import {
  FullCoverBet,
  type FullCoverBetName,
  fullCoverBetCount,
  fullCoverReturn,
  fullCoverSizes,
} from './full-cover.testing';
import type { Leg, SettledLegResult } from './leg';
import { systemBetCount, systemCoefficient, systemReturn } from './system';
import { halfWon, lost, pending, stake, voided, won } from './test-legs.testing';

describe('system k from n (the stake is the total)', () => {
  it.each([
    ['all won → 135', [won(2.0), won(1.5), won(3.0)], 135_00],
    ['first lost → 45', [lost(2.0), won(1.5), won(3.0)], 45_00],
    ['third void → 65', [won(2.0), won(1.5), voided(3.0)], 65_00],
  ])('2/3 with odds 2.0, 1.5, 3.0 and S = 30 (u = 10): %s', (_rule, legs, expected) => {
    expect(systemReturn(stake(30), legs, 2)).toBe(expected);
  });

  it.each([
    ['two lost: no winning combination', [lost(2.0), lost(1.5), won(3.0)], 0],
    ['all void: the stake back', [voided(2.0), voided(1.5), voided(3.0)], 30_00],
    ['half-win counts (O+1)/2 in every combination', [halfWon(2.0), won(1.5), won(3.0)], 112_50],
  ])('2/3: %s', (_rule, legs, expected) => {
    expect(systemReturn(stake(30), legs, 2)).toBe(expected);
  });

  it('splits the stake evenly and rounds the total down once', () => {
    // u = 10/3 per combination; 3 combinations at 2.0·1.5, 2.0·3.0, 1.5·3.0 → 10·13.5/3 = 45
    expect(systemReturn(stake(10), [won(2.0), won(1.5), won(3.0)], 2)).toBe(45_00);
    expect(systemReturn(minor(1), [won(2.0), won(1.5), won(3.0)], 2)).toBe(4);
  });

  it('treats k = n as an express and k = 1 as singles', () => {
    const legs = [won(1.8), won(2.2), voided(1.5), lost(3.1)];
    expect(systemReturn(stake(12), [won(1.8), won(2.2)], 2)).toBe(47_52);
    expect(systemReturn(stake(12), legs, 1)).toBe(3 * 1.8 * 100 + 3 * 2.2 * 100 + 300);
  });

  it.each([0, 4, 1.5])('refuses size %s for 3 events', (size) => {
    expect(() => systemReturn(stake(10), [won(2), won(2), won(2)], size)).toThrow(RangeError);
  });

  it('has no return while a leg is open', () => {
    expect(() => systemReturn(stake(10), [won(2), won(2), pending(2)], 2)).toThrow(RangeError);
  });
});

describe('combinations', () => {
  it.each([
    [3, 2, 3],
    [5, 0, 1],
    [20, 10, 184_756],
    [50, 25, 126_410_606_437_752],
    [3, 4, 0],
  ])('C(%i,%i) = %i', (n, k, count) => {
    expect(combinations(n, k)).toBe(count);
  });

  it('lists every k-subset in lexicographic order', () => {
    expect([...enumerateCombinations(4, 2)]).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect([...enumerateCombinations(3, 0)]).toEqual([[]]);
    expect([...enumerateCombinations(2, 3)]).toEqual([]);
  });
});

describe('named full-cover bets', () => {
  it.each([
    ['Trixie', 3, 4],
    ['Patent', 3, 7],
    ['Yankee', 4, 11],
    ['Lucky15', 4, 15],
    ['Canadian', 5, 26],
    ['Lucky31', 5, 31],
    ['Heinz', 6, 57],
    ['Lucky63', 6, 63],
    ['SuperHeinz', 7, 120],
    ['Goliath', 8, 247],
  ] as const)('%s covers %i events with %i bets', (name, events, bets) => {
    expect(FullCoverBet[name].events).toBe(events);
    expect(systemBetCount(events, fullCoverSizes(name))).toBe(bets);
    expect(fullCoverBetCount(events, FullCoverBet[name].withSingles)).toBe(bets);
  });

  it('counts 2ⁿ−n−1 bets without singles and 2ⁿ−1 with them', () => {
    for (let n = 2; n <= 20; n++) {
      expect(fullCoverBetCount(n, false)).toBe(2 ** n - n - 1);
      expect(fullCoverBetCount(n, true)).toBe(2 ** n - 1);
    }
  });

  it('pays a Trixie as three doubles and a treble out of one total stake', () => {
    // 4 bets of 10: doubles 3 + 6 + 4.5, treble 9 → 22.5 · 10 = 225
    expect(fullCoverReturn(stake(40), [won(2.0), won(1.5), won(3.0)], 'Trixie')).toBe(225_00);
    expect(fullCoverReturn(stake(70), [won(2.0), won(1.5), won(3.0)], 'Patent')).toBe(290_00);
  });

  it('refuses a full cover on the wrong number of events', () => {
    const name: FullCoverBetName = 'Yankee';
    expect(() => fullCoverReturn(stake(11), [won(2), won(2), won(2)], name)).toThrow(RangeError);
  });
});

const priced = fc.integer({ min: 1001, max: 10_000 }).map((thousandths) => odds(thousandths / 1000));
const settled = fc.constantFrom<SettledLegResult>('won', 'lost', 'void', 'halfWon', 'halfLost');
const systems = fc
  .array(fc.record({ odds: priced, result: settled }) as fc.Arbitrary<Leg>, { minLength: 1, maxLength: 9 })
  .chain((legs) => fc.tuple(fc.constant(legs), fc.integer({ min: 1, max: legs.length })));
const amounts = fc.integer({ min: 1, max: 1_000_000 }).map((amount) => minor(amount));

describe('system properties', () => {
  it("a system's return never exceeds the all-won return", () => {
    fc.assert(
      fc.property(amounts, systems, (amount, [legs, size]) => {
        const allWon = legs.map((leg) => ({ ...leg, result: 'won' as const }));
        expect(systemReturn(amount, legs, size)).toBeLessThanOrEqual(systemReturn(amount, allWon, size));
      }),
    );
  });

  it('sums the same coefficient as enumerating every combination', () => {
    fc.assert(
      fc.property(systems, ([legs, size]) => {
        let num = 0n;
        let den = 1n;
        for (const picked of enumerateCombinations(legs.length, size)) {
          const product = expressReturnRatio(
            minor(1),
            picked.map((i) => legs[i] as Leg),
          );
          num = num * product.den + product.num * den;
          den *= product.den;
        }
        const coefficient = systemCoefficient(legs, size);
        expect(num * coefficient.den).toBe(coefficient.num * den);
      }),
    );
  });
});
