import { describe, expect, it } from 'vitest';
import { multiReturn } from './multi';
import { systemReturn } from './system';
import { halfWon, lost, stake, voided, won } from './test-legs.testing';

const system = [won(2.0), won(1.5), won(3.0)];

describe('multi-bet: a system plus a banker', () => {
  it.each([
    ['a won single banker multiplies the system return by its odds', [won(2.0)], system, 270_00],
    ['an express banker multiplies by its total odds', [won(1.5), won(2.0)], system, 405_00],
    ['a void banker leaves the system return', [voided(2.0)], system, 135_00],
    ['a half-won banker counts (O+1)/2', [halfWon(3.0)], system, 270_00],
    ['a lost banker loses the bet', [lost(2.0)], system, 0],
    ['a lost leg of an express banker loses the bet', [won(2.0), lost(1.5)], system, 0],
    ['no winning system combination loses the bet', [won(2.0)], [lost(2.0), lost(1.5), won(3.0)], 0],
    [
      'one winning combination pays banker × its odds × one combination stake',
      [won(2.0)],
      [won(2.0), lost(1.5), won(3.0)],
      120_00,
    ],
  ])('%s', (_rule, banker, systemLegs, expected) => {
    expect(multiReturn(stake(30), banker, systemLegs, 2)).toBe(expected);
  });

  it('is an ordinary system without a banker', () => {
    expect(multiReturn(stake(30), [], system, 2)).toBe(systemReturn(stake(30), system, 2));
  });

  it('needs at least 3 events besides the banker', () => {
    expect(() => multiReturn(stake(30), [won(2.0)], [won(2.0), won(1.5)], 1)).toThrow(RangeError);
  });
});
