import { currencyById } from '@fairline/shared/lookups/currencies';
import { describe, expect, it } from 'vitest';
import { earnsPoints, stakePoints } from './points-rules';

const usd = currencyById(10)!;

describe('loyalty points rules (ADR 0060)', () => {
  it('earns 1 point per whole USD of stake at the demo rate, rounding down', () => {
    expect(stakePoints(10_00, usd, 1)).toBe(10);
    expect(stakePoints(12_99, usd, 1)).toBe(12);
    expect(stakePoints(99, usd, 1)).toBe(0);
  });

  it('counts a foreign stake at its USD equivalent', () => {
    const other = { conversionCoefficient: 100, minorDigits: 2 };
    expect(stakePoints(1_000_00, other, 1)).toBe(10);
    expect(stakePoints(1_000_00, other, 2.5)).toBe(25);
  });

  it('earns nothing at a zero rate', () => {
    expect(stakePoints(50_00, usd, 0)).toBe(0);
  });

  it('lets only won and lost bets earn', () => {
    expect(earnsPoints('won')).toBe(true);
    expect(earnsPoints('lost')).toBe(true);
    for (const s of ['void', 'sold', 'cancelled', 'open']) expect(earnsPoints(s)).toBe(false);
  });
});
