// Each selection against the current offer: its odds now, blocked, finished, banned in combinations.
import { bannedExpressFlags } from '@fairline/shared/coupon/banned-express';
import { G, T } from '../../trading/pricing/groups';
import type { OddsProvider } from '../../trading/provider';
import type { GameInfo, GameMarkets, Outcome } from '../../trading/types';
import type { CouponEvent } from './coupon-input';
import { groupOf } from './markets';

/** One selection as priced now. */
export interface PricedEvent {
  event: CouponEvent;
  group: number | undefined;
  game: GameInfo | undefined;
  markets: GameMarkets | undefined;
  /** The current offer of the outcome; undefined when it is not offered. */
  outcome: Outcome | undefined;
  /** The current odds, or the odds the player sent when the outcome is not offered. */
  coef: number;
  /** Not accepting bets now (suspended, stopped, not offered, or a line bet on a started game). */
  block: boolean;
  /** The game is over (settled or cancelled) or gone. */
  finish: boolean;
  /** Shares its game with another selection, so it cannot be combined (`IsBannedExpress`). */
  banned: boolean;
  kind: 'line' | 'live';
  /** A pre-match selection taken at the live price of its game (transformEventKind): stored under the live id. */
  transformed: boolean;
  /** The odds differ from those the player saw. */
  oddsChanged: boolean;
  /** The line (or the market itself) is no longer offered as sent. */
  lineChanged: boolean;
  /** For "any other score": the scores listed when the bet was priced (that is what "other" means). */
  listedScores: number[] | undefined;
}

/**
 * Prices every selection of a coupon at `now`. Each game and its markets are read from the engine
 * once (a coupon often names one game several times, and a bet prices it twice), and an outcome is
 * looked up in those markets, so all of a selection comes from one snapshot. A pre-match selection
 * whose game has kicked off is over, unless `transformEventKind` asks to take it at the live price
 * (the same outcome of the same game, now in play: its odds differ, so the odds policy decides).
 */
export function priceEvents(
  engine: OddsProvider,
  events: readonly CouponEvent[],
  now: number,
  opts: { transformEventKind?: boolean } = {},
): PricedEvent[] {
  const games = new Map<number, { game: GameInfo | undefined; markets: GameMarkets | undefined }>();
  const viewOf = (gameId: number) => {
    let view = games.get(gameId);
    if (!view) {
      view = { game: engine.getGame(gameId, now), markets: engine.getGameMarkets(gameId, now) };
      games.set(gameId, view);
    }
    return view;
  };
  const banned = bannedExpressFlags(events.map((e) => viewOf(e.gameId).game?.constId ?? e.gameId));
  return events.map((event, i) => {
    const { game, markets } = viewOf(event.gameId);
    const group = event.group ?? groupOf(event.type);
    const finish = !game || game.phase === 'finished' || game.phase === 'cancelled';
    // A line id keeps resolving after kick-off (to the live game): a line bet then is over, or moves to live.
    const startedSince = game !== undefined && game.id !== event.gameId;
    const transformed = startedSince && opts.transformEventKind === true && game.phase === 'live';
    const movedToLive = startedSince && !transformed;
    const outcome =
      finish || movedToLive || group === undefined
        ? undefined
        : offeredOutcome(markets, group, event.type, event.param);
    const block = finish || movedToLive || !outcome || outcome.B === true || game?.status === 3;
    return {
      event,
      group,
      game,
      markets,
      outcome,
      coef: outcome?.C ?? event.coef,
      block,
      finish,
      banned: banned[i] ?? false,
      kind: game?.phase === 'live' || event.gameId !== game?.lineId ? 'live' : 'line',
      transformed,
      oddsChanged: outcome !== undefined && event.coef > 0 && outcome.C !== event.coef,
      lineChanged: !finish && (movedToLive || !outcome),
      listedScores: listedScoresOf(markets, group, event.type),
    };
  });
}

// What OddsProvider.quote answers, read from markets already in hand.
function offeredOutcome(
  markets: GameMarkets | undefined,
  group: number,
  type: number,
  param: number | undefined,
): Outcome | undefined {
  const outcomes = markets?.groups.find((g) => g.G === group)?.outcomes;
  return outcomes?.find((o) => o.T === type && (o.P ?? 0) === (param ?? 0));
}

function listedScoresOf(
  markets: GameMarkets | undefined,
  group: number | undefined,
  type: number,
): number[] | undefined {
  const scoreType = group === G.correctScore && type === T.correctScoreOther ? T.correctScore : undefined;
  if (scoreType === undefined) return undefined;
  const outcomes = markets?.groups.find((g) => g.G === group)?.outcomes ?? [];
  return outcomes.filter((o) => o.T === scoreType && o.P !== undefined).map((o) => o.P ?? 0);
}
