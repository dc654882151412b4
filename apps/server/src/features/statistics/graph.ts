// The coefficient graph: a game's main-market prices read back from the engine at past instants (its
// prices are a pure function of time), from the moment the game was published to its end or now.
import { type CoefficientGraph, GRAPH_POINTS } from '@fairline/shared/wire/statistics';
import type { OddsProvider } from '../../trading/provider';
import type { GameInfo } from '../../trading/types';
import { DRAW_SPORTS } from '../feed/feed.service';

const MINUTE = 60_000;
/** How far before kick-off we look for the moment a game was published (the longest lead is 10 days). */
const LOOK_BACK = 30 * 24 * 60 * MINUTE;
/** Share of the points given to the live part of a game that has started. */
const LIVE_SHARE = 1 / 3;

const WINNER = {
  group: 101,
  outcomes: [
    { T: 401, label: '1' as const },
    { T: 402, label: '2' as const },
  ],
};
const ONE_X_TWO = {
  group: 1,
  outcomes: [
    { T: 1, label: '1' as const },
    { T: 2, label: 'X' as const },
    { T: 3, label: '2' as const },
  ],
};

/** The main market of a sport: 1X2 where a game can be drawn, else the winner market. */
export const mainMarketOf = (sportId: number) => (DRAW_SPORTS.has(sportId) ? ONE_X_TWO : WINNER);

/** The first instant the game is listed (the engine answers nothing for a game not yet published). */
function publishedAt(engine: OddsProvider, id: number, start: number, now: number): number {
  let lo = start - LOOK_BACK;
  let hi = Math.min(start, now);
  if (!engine.getGame(id, hi)) return hi;
  while (hi - lo > MINUTE) {
    const mid = Math.floor((lo + hi) / 2);
    if (engine.getGame(id, mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The instant the game ended (finished or cancelled), or now while it has not. */
function endedAt(engine: OddsProvider, id: number, start: number, now: number): number {
  const over = (t: number) => {
    const phase = engine.getGame(id, t)?.phase;
    return phase === 'finished' || phase === 'cancelled';
  };
  if (!over(now)) return now;
  let lo = start;
  let hi = Math.min(now, start + LOOK_BACK);
  while (hi - lo > MINUTE) {
    const mid = Math.floor((lo + hi) / 2);
    if (over(mid)) hi = mid;
    else lo = mid;
  }
  return lo;
}

/** The price history of a game's main market, up to GRAPH_POINTS points. */
export function coefficientGraph(engine: OddsProvider, game: GameInfo, now: number): CoefficientGraph {
  const market = mainMarketOf(game.sportId);
  const from = publishedAt(engine, game.constId, game.start, now);
  const end = endedAt(engine, game.constId, game.start, now);
  const started = end > game.start;
  const prematchPoints = started ? Math.round(GRAPH_POINTS * (1 - LIVE_SHARE)) : GRAPH_POINTS;
  const instants: number[] = [];
  const preEnd = Math.min(game.start - MINUTE, now);
  for (let i = 0; i < prematchPoints; i++) instants.push(from + ((preEnd - from) * i) / (prematchPoints - 1));
  if (started) {
    const livePoints = GRAPH_POINTS - prematchPoints;
    for (let i = 1; i <= livePoints; i++) instants.push(game.start + ((end - game.start) * i) / livePoints);
  }
  const points: CoefficientGraph['points'] = [];
  for (const raw of instants) {
    const at = Math.floor(raw);
    const info = engine.getGame(game.constId, at);
    if (!info || info.phase === 'finished' || info.phase === 'cancelled') continue;
    const odds = market.outcomes.map(({ T }) => info.E.find((o) => o.G === market.group && o.T === T)?.C ?? null);
    points.push({ at: new Date(at).toISOString(), odds, live: info.phase === 'live' });
  }
  return {
    game_id: game.constId,
    home: '',
    away: '',
    group: market.group,
    outcomes: market.outcomes,
    points,
  };
}
