import { floatSource, floatsFrom, startBlackjack } from '@fairline/shared/casino/index';
import { describe, expect, it } from 'vitest';
import { payout, publicOutcome, startRound } from './games';

describe('what a round pays', () => {
  it('rounds stake × multiplier down to a minor unit, counting a product whole up to float noise as whole', () => {
    expect(payout(250, 99 / 50)).toBe(495);
    expect(payout(100, 1.1)).toBe(110);
    expect(payout(3, 0.5)).toBe(1);
    expect(payout(7, 99 / 49.5)).toBe(14);
    expect(payout(1, 0)).toBe(0);
  });

  it('pays a roulette spin exactly: a straight on the pocket returns 36×, a red bet 2×', () => {
    // ⌊0.5 · 37⌋ = 18, a red number.
    const step = startRound(
      {
        game: 'roulette',
        stake: 30,
        params: {
          stakes: [
            { bet: { kind: 'straight', numbers: [18] }, amount: 10 },
            { bet: { kind: 'red' }, amount: 20 },
          ],
        },
      },
      floatsFrom([0.5]),
    );
    expect(step).toMatchObject({ isClosed: true, staked: 30, win: 360 + 40 });
  });
});

describe('what the player sees of an open round', () => {
  it('hides the mines until the round is over', () => {
    const step = startRound({ game: 'mines', stake: 100, params: { mines: 3 } }, floatsFrom(Array(25).fill(0.1)));
    expect(step.isClosed).toBe(false);
    expect(publicOutcome('mines', step.state, true)).toMatchObject({ mines: null, picks: [], multiplier: 1 });
  });

  it('shows the dealer’s up card only while a blackjack round is open', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 0 };
    const state = startBlackjack(floatSource(seeds), 100);
    const shown = publicOutcome('blackjack', state, true) as { dealer: unknown[] };
    expect(shown.dealer).toEqual(state.dealer.slice(0, 1));
    expect((publicOutcome('blackjack', state, false) as { dealer: unknown[] }).dealer).toEqual(state.dealer);
  });
});
