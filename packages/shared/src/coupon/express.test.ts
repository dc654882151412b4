import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minor } from '../money/minor';
import { odds } from '../odds/odds1000';
import { expressOdds, expressReturn } from './express';
import type { Leg, SettledLegResult } from './leg';
import { legsFactor } from './leg';
import { singleReturn } from './single';
import { halfLost, halfWon, lost, pending, stake, voided, won } from './test-legs.testing';

describe('singleReturn', () => {
  it.each([
    ['won pays S·O', won(1.85), 1850],
    ['void refunds S', voided(1.85), 1000],
    ['lost pays 0', lost(1.85), 0],
    ['an Asian half-win pays S(1+O)/2', halfWon(1.85), 1425],
    ['an Asian half-loss pays S/2', halfLost(1.85), 500],
  ])('%s', (_rule, leg, expected) => {
    expect(singleReturn(stake(10), leg)).toBe(expected);
  });

  it('rounds the return down to the minor unit', () => {
    expect(singleReturn(minor(333), won(1.855))).toBe(617);
  });

  it('has no return while the leg is open', () => {
    expect(() => singleReturn(stake(10), pending(2))).toThrow(RangeError);
  });
});

describe('expressReturn', () => {
  it('voids an express leg by counting it as odds 1.00', () => {
    expect(expressReturn(stake(30), [won(2.0), voided(1.5), won(3.0)])).toEqual(minor(180_00));
  });

  it.each([
    ['all won: S·∏O', [won(2.0), won(1.5), won(3.0)], 90_00],
    ['one lost: 0', [won(2.0), lost(1.5), won(3.0)], 0],
    ['all void: the stake back', [voided(2.0), voided(1.5)], 10_00],
    ['half-win counts (O+1)/2', [won(2.0), halfWon(1.9)], 29_00],
    ['half-loss counts 1/2', [won(2.0), halfLost(1.9)], 10_00],
    ['half results multiply', [halfWon(1.9), halfLost(2.2), won(1.5)], 10_87],
  ])('%s', (_rule, legs, expected) => {
    expect(expressReturn(stake(10), legs)).toBe(expected);
  });

  it('is lost at once when a leg lost, though others are open', () => {
    expect(expressReturn(stake(10), [lost(2), pending(3)])).toBe(0);
  });

  it('stays exact over many legs and rounds down only once', () => {
    const legs = Array.from({ length: 20 }, () => won(1.111));
    const exact = 1.111 ** 20 * 1000;
    expect(expressReturn(minor(1000), legs)).toBe(Math.floor(exact));
    expect(legsFactor(legs).num).toBe(2222n ** 20n);
  });

  it('shows the total odds as the product rounded down to the thousandth', () => {
    expect(expressOdds([odds(1.85), odds(2.1)])).toBe(3.885);
    expect(expressOdds([odds(1.333), odds(1.333)])).toBe(1.776);
  });
});

const priced = fc.integer({ min: 1001, max: 5_000 }).map((thousandths) => thousandths / 1000);
const settled = fc.constantFrom<SettledLegResult>('won', 'lost', 'void', 'halfWon', 'halfLost');
const anyLeg = fc.record({ odds: priced.map((price) => odds(price)), result: settled }) as fc.Arbitrary<Leg>;

describe('express properties', () => {
  const amounts = fc.integer({ min: 1, max: 1_000_000 }).map((amount) => minor(amount));
  const legLists = fc.array(anyLeg, { minLength: 1, maxLength: 12 });

  it('a void leg never lowers an express return: it pays as if the leg were not there', () => {
    fc.assert(
      fc.property(amounts, legLists, priced, fc.nat(), (amount, legs, price, at) => {
        const position = at % (legs.length + 1);
        const withVoid = [...legs.slice(0, position), voided(price), ...legs.slice(position)];
        expect(expressReturn(amount, withVoid)).toBe(expressReturn(amount, legs));
      }),
    );
  });

  it('a voided leg pays at least what it would have paid lost or half-lost', () => {
    fc.assert(
      fc.property(amounts, legLists, fc.nat(), (amount, legs, at) => {
        const position = at % legs.length;
        const withResult = (result: SettledLegResult) =>
          expressReturn(
            amount,
            legs.map((leg, i) => (i === position ? { ...leg, result } : leg)),
          );
        expect(withResult('void')).toBeGreaterThanOrEqual(withResult('halfLost'));
        expect(withResult('halfLost')).toBeGreaterThanOrEqual(withResult('lost'));
      }),
    );
  });
});
