import { describe, expect, it } from 'vitest';
import { crashPoint, createCrashChain, verifyCrashChain } from './crash';
import { CrashTiming, cashOutAt, crashWin, elapsedAt, multiplierAt } from './crash-live';

describe('crash live round', () => {
  it('rises on e^(rate·t) from the start, floored to hundredths', () => {
    expect(multiplierAt(-5)).toBe(1);
    expect(multiplierAt(0)).toBe(1);
    expect(multiplierAt(1000)).toBe(1.06);
    expect(multiplierAt(elapsedAt(2))).toBe(2);
    expect(multiplierAt(elapsedAt(2) - 1)).toBe(1.99);
    expect(Math.round(elapsedAt(2))).toBe(11552);
    expect(multiplierAt(elapsedAt(151.51) + 1)).toBe(151.51);
    expect(CrashTiming.ratePerMs).toBeGreaterThan(0);
  });

  it('pays a manual cash-out the multiplier at the server time of the request, and nothing after the bust', () => {
    const bust = elapsedAt(2.12);
    expect(cashOutAt(elapsedAt(1.5) + 1, 2.12, null)).toBe(1.5);
    expect(cashOutAt(bust - 1, 2.12, null)).toBe(2.11);
    expect(cashOutAt(bust + 1, 2.12, null)).toBe(0);
    expect(cashOutAt(0, 1, null)).toBe(0);
  });

  it('pays an auto cash-out at its own multiplier once the curve passed it, if the point reached it', () => {
    expect(cashOutAt(elapsedAt(3), 5, 2)).toBe(2);
    expect(cashOutAt(elapsedAt(3), 2.12, 2.12)).toBe(2.12);
    expect(cashOutAt(elapsedAt(3), 2.12, 2.5)).toBe(0);
    expect(cashOutAt(elapsedAt(1.5), 5, 2)).toBe(1.5);
  });

  it('floors the win to minor units', () => {
    expect(crashWin(333, 2.11)).toBe(702);
    expect(crashWin(100, 1.01)).toBe(101);
    expect(crashWin(7, 1.5)).toBe(10);
  });

  it('lets anyone check revealed rounds against the published terminating hash, in play order', () => {
    const chain = createCrashChain('fairline-crash-chain-seed', 5);
    expect(verifyCrashChain(chain.rounds.slice(0, 3), chain.commitment)).toBe(true);
    expect(verifyCrashChain([chain.rounds[0] as string, chain.rounds[2] as string], chain.commitment)).toBe(false);
    expect(crashPoint(chain.rounds[2] as string, 'public-salt-0000000000000000000a').point).toBe(151.51);
  });
});
