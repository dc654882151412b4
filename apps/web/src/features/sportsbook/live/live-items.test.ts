import { describe, expect, it } from 'vitest';
import { parseLiveItems } from './live-parse';

const odds = { t: 'odds', gameId: 7, e: [{ T: 1, G: 1, C: 1.4 }] };
const game = { I: 8, CI: 80, S: 1_800_000_000, O1: 'Roma', O2: 'Lazio', L: 'Serie A', LI: 3, SI: 1 };

describe('live changes from the socket', () => {
  it('applies only changes that fit the shared contract: a malformed one is skipped, not half-applied', () => {
    const items = parseLiveItems([
      odds,
      { t: 'odds', gameId: '7', e: [{ T: 1, G: 1, C: 1.4 }] },
      { t: 'odds', gameId: 7, e: [{ T: 1, G: 1 }] },
      { t: 'status', gameId: 7, status: 9 },
      { t: 'game+', game: { ...game, O1: undefined } },
      { t: 'game+', game },
      { t: 'bet', betId: 1, status: 'won', payout: 100 },
    ]);
    expect(items).toEqual([odds, { t: 'game+', game }]);
  });

  it('keeps what the contract declares and leaves out what it does not', () => {
    const [item] = parseLiveItems([{ t: 'game-', gameId: 8, extra: true }]);
    expect(item).toEqual({ t: 'game-', gameId: 8 });
  });
});
