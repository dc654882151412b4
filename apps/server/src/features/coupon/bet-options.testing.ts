// Scenarios of the simulated world for the bet-option tests: a live game that scores while a bet
// waits, a pre-match game that kicks off while its selection sits in a coupon.
import type { TradingEngine } from '../../trading/engine';
import type { GameInfo, Outcome } from '../../trading/types';

const STEP = 15_000;
const REACH = 30 * 60_000;

const isOffered = (o: Outcome | undefined): o is Outcome => o !== undefined && !o.B && o.C > 1.01;
const scoreOf = (game: GameInfo | undefined) => (game?.SC ? `${game.SC.FS.S1}:${game.SC.FS.S2}` : undefined);

/**
 * A live game open for bets at `now` with a 1X2 outcome that is still offered, unsuspended, `later`
 * ms on, when the game's score is another: what a bet waiting in its live delay may live through.
 */
export function scoringLiveGame(
  engine: TradingEngine,
  now: number,
): { game: GameInfo; outcome: Outcome; later: number } {
  for (const game of engine.listGames(now, { kind: 'live' })) {
    const outcome = engine
      .getGameMarkets(game.id, now)
      ?.groups.find((g) => g.G === 1)
      ?.outcomes.find(isOffered);
    if (game.status !== 1 || !outcome) continue;
    for (let later = STEP; later <= REACH; later += STEP) {
      const then = engine.getGame(game.id, now + later);
      if (then?.phase !== 'live') break;
      if (scoreOf(then) === scoreOf(game) || then.status !== 1) continue;
      const pick = { T: outcome.T, G: 1, ...(outcome.P === undefined ? {} : { P: outcome.P }) };
      if (isOffered(engine.quote(game.id, pick, now + later))) return { game, outcome, later };
    }
  }
  throw new Error('no live game scores within the reach of the test');
}

/**
 * A pre-match game and a 1X2 outcome offered at `now`, and a moment `kickedOff` after its kick-off
 * when the game is live and the same outcome is offered in play.
 */
export function kickingOffLineGame(
  engine: TradingEngine,
  now: number,
): { game: GameInfo; outcome: Outcome; kickedOff: number } {
  for (const game of engine.listGames(now, { kind: 'line' })) {
    if (game.start <= now || game.start > now + 6 * 3_600_000 || game.status !== 1) continue;
    const outcome = engine
      .getGameMarkets(game.id, now)
      ?.groups.find((g) => g.G === 1)
      ?.outcomes.find(isOffered);
    if (!outcome) continue;
    for (let at = game.start + STEP; at <= game.start + REACH; at += STEP) {
      const live = engine.getGame(game.id, at);
      if (live?.phase !== 'live' || live.status !== 1) continue;
      const pick = { T: outcome.T, G: 1, ...(outcome.P === undefined ? {} : { P: outcome.P }) };
      if (isOffered(engine.quote(live.id, pick, at))) return { game, outcome, kickedOff: at };
    }
  }
  throw new Error('no pre-match game kicks off within six hours');
}
