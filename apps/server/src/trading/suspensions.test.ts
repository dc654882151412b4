import { describe, expect, it } from 'vitest';
import { Suspensions } from './suspensions';
import type { GameMarkets } from './types';

const markets: GameMarkets = {
  gameId: 7,
  constId: 7,
  E: [
    { T: 1, G: 1, C: 2.1 },
    { T: 9, G: 17, C: 1.9, P: 2.5 },
  ],
  AE: [{ G: 17, ME: [{ T: 9, G: 17, C: 1.9, P: 2.5 }] }],
  groups: [
    { G: 1, outcomes: [{ T: 1, G: 1, C: 2.1 }] },
    { G: 17, outcomes: [{ T: 9, G: 17, C: 1.9, P: 2.5 }] },
  ],
};

describe('Suspensions', () => {
  it('blocks only the suspended market of a game and leaves the engine’s objects untouched', () => {
    const s = new Suspensions();
    s.replace([{ constId: 7, marketGroup: 1 }]);
    const view = s.markets(markets);
    expect(view?.groups.find((g) => g.G === 1)?.outcomes.every((o) => o.B === true)).toBe(true);
    expect(view?.groups.find((g) => g.G === 17)?.outcomes.some((o) => o.B === true)).toBe(false);
    expect(markets.groups[0]?.outcomes[0]?.B).toBeUndefined();
    // Built once per change: the same view until the set changes.
    expect(s.markets(markets)).toBe(view);
  });

  it('blocks every market of a suspended game; other games are returned as they are', () => {
    const s = new Suspensions();
    s.replace([{ constId: 7, marketGroup: null }]);
    expect(s.markets(markets)?.AE[0]?.ME.every((o) => o.B === true)).toBe(true);
    expect(s.isGameSuspended(7)).toBe(true);
    const other = { ...markets, constId: 8 };
    expect(s.markets(other)).toBe(other);
  });

  it('tells its listeners which games changed, and nothing when the set is the same', () => {
    const s = new Suspensions();
    const heard: number[][] = [];
    s.onChange((ids) => heard.push([...ids]));
    s.replace([{ constId: 7, marketGroup: 1 }]);
    s.replace([{ constId: 7, marketGroup: 1 }]);
    s.replace([
      { constId: 7, marketGroup: 1 },
      { constId: 9, marketGroup: null },
    ]);
    s.replace([]);
    expect(heard).toEqual([[7], [9], [7, 9]]);
  });
});
