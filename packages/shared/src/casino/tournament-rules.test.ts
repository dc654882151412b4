import { describe, expect, it } from 'vitest';
import { paidPlaces, prizeOf, tournamentPhase, usdToMinor } from './tournament-rules';

const EUR = { conversionCoefficient: 0.92, minorDigits: 2 };
const PRIZES = [
  { from: 1, to: 1, usd: 50, amounts: { '12': 40_00 } },
  { from: 2, to: 3, usd: 10 },
];

describe('tournament prizes', () => {
  it('pays the table’s own amount for the currency, else its USD converted to whole units as bonuses do', () => {
    expect(prizeOf(PRIZES, 1, 12, EUR)).toBe(40_00);
    expect(prizeOf(PRIZES, 1, 10, { conversionCoefficient: 1, minorDigits: 2 })).toBe(50_00);
    expect(prizeOf(PRIZES, 3, 12, EUR)).toBe(usdToMinor(10, EUR));
    expect(usdToMinor(10, EUR)).toBe(9_00);
  });

  it('pays nothing past the table’s last place', () => {
    expect(prizeOf(PRIZES, 4, 12, EUR)).toBe(0);
    expect(paidPlaces(PRIZES)).toBe(3);
  });

  it('runs from its start (inclusive) to its end (exclusive)', () => {
    expect(tournamentPhase(100, 200, 99)).toBe('upcoming');
    expect(tournamentPhase(100, 200, 100)).toBe('running');
    expect(tournamentPhase(100, 200, 200)).toBe('finished');
  });
});
