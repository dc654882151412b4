import type { GameInfo, GameResult } from '../../trading/types';

/** A final result for a game as the engine would report it; `cancelled` makes it postponed. */
export function resultFor(
  game: GameInfo,
  score: [number, number],
  opts: { half?: [number, number]; cancelled?: boolean; settledAt?: number } = {},
): GameResult {
  const [home, away] = score;
  const result: GameResult = {
    gameId: game.constId,
    liveId: game.liveId,
    constId: game.constId,
    sportId: game.sportId,
    champId: game.champId,
    homeId: game.home.id,
    awayId: game.away.id,
    start: game.start,
    settledAt: opts.settledAt ?? game.start + 2 * 3_600_000,
    status: opts.cancelled ? 'cancelled' : 'finished',
    regulation: { home, away },
    final: { home, away },
    periods: [
      { period: 1, name: { en: '1st half', ru: '1-й тайм' }, home: opts.half?.[0] ?? 0, away: opts.half?.[1] ?? 0 },
      {
        period: 2,
        name: { en: '2nd half', ru: '2-й тайм' },
        home: home - (opts.half?.[0] ?? 0),
        away: away - (opts.half?.[1] ?? 0),
      },
    ],
    halfTime: { home: opts.half?.[0] ?? 0, away: opts.half?.[1] ?? 0 },
  };
  if (opts.cancelled) result.cancellation = { reason: 'postponed', at: game.start };
  return result;
}

/** A results source that reports the given results once their settledAt has passed. */
export class ScriptedResults {
  private readonly results: GameResult[] = [];

  add(...results: GameResult[]): void {
    this.results.push(...results);
  }

  resultsBetween(t0: number, t1: number): GameResult[] {
    return this.results.filter((r) => r.settledAt > t0 && r.settledAt <= t1);
  }
}
