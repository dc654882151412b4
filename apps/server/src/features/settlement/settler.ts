// The settler: reads final results past its watermark, settles the legs of those games and every
// bet that is decided, each exactly once (settle_bet claims the open bet in the same statement that
// posts the money). Corrected results re-settle through correcting transactions.

import { publishToUser } from '../../infra/pubsub/publish-to-user';
import { asNumber } from '../../infra/sql-values';
import { constIdOfGameId } from '../../trading/schedule/ids';
import type { GameResult } from '../../trading/types';
import { countSettledBet } from '../bonuses/bonuses.service';
import { syncPointsForBet } from '../loyalty-points/loyalty-points.service';
import { noticeBetSettled } from '../match-subscriptions/match-subscriptions.service';
import { tellBetSettled } from '../messages/messages.service';
import { betOutcome } from './bet-outcome';
import {
  advanceBetsFinishedBy,
  applyGameResult,
  betsReadyToSettle,
  gamesWithOpenLegs,
  loadBetState,
  openAdvanceBets,
  readWatermark,
  storeCorrection,
  storeResults,
  writeWatermark,
} from './settlement.repository';
import type { SettlementDeps } from './settlement-deps';

const WATERMARK = 'engine';
const DAY = 86_400_000;
const RESULT_BATCH = 500;

export interface TickReport {
  games: number;
  settled: number;
}

export interface ResettleReport {
  version: number;
  corrected: number[];
  /** Bets whose correction the player's balance could not cover: flagged for review. */
  needsReview: number[];
}

type SettledRow = { r_account: unknown; r_balance: unknown; r_status: string; r_payout: unknown };

const nowOf = (deps: SettlementDeps) => (deps.now ?? (() => new Date()))();

/** Settles one bet if it is decided; the player's id when this call settled it. */
export async function settleBet(deps: SettlementDeps, betId: number): Promise<number | undefined> {
  const bet = await loadBetState(deps.database, betId);
  if (bet?.status !== 'open') return undefined;
  const outcome = betOutcome(bet);
  if (!outcome.decided) return undefined;
  // How the bet settled: an advance bet may end otherwise than decided (decision 0006).
  const at = nowOf(deps);
  const [row] = await deps.database.query<SettledRow>(
    'select r_account, r_balance, r_status, r_payout from settle_bet_advancing($1, $2, $3, $4, $5)',
    [bet.id, bet.stake, outcome.status, outcome.payout, at],
  );
  if (!row) return undefined;
  // A backing bet's settlement may finish the advance bets that waited for it: the player hears of them too.
  const finished = bet.isAdvance ? [] : await advanceBetsFinishedBy(deps.database, bet.id, at);
  await publishToUser(deps.pubsub, bet.userId, [
    { t: 'bet', betId: bet.id, status: row.r_status, payout: asNumber(row.r_payout) },
    ...finished.map((f) => ({ t: 'bet' as const, betId: f.id, status: f.status, payout: f.payout })),
    { t: 'balance', accountId: asNumber(row.r_account), balance: asNumber(row.r_balance) },
  ]);
  // A won or lost bet may count toward the player's bonus wagering (ADR 0039); an advance bet is the house's credit.
  if (!bet.isAdvance) {
    await countSettledBet(deps.database, {
      betId: bet.id,
      userId: bet.userId,
      status: row.r_status,
      stake: bet.stake,
      vid: bet.vid,
      legOdds: bet.legs.map((l) => l.odds),
      currencyId: bet.currencyId,
    });
    // Its stake earns loyalty points once (ADR 0060).
    await syncPointsForBet(deps.database, {
      betId: bet.id,
      userId: bet.userId,
      status: row.r_status,
      stake: bet.stake,
      currencyId: bet.currencyId,
    });
  }
  // A bet of note (stake or return at the inbox's threshold) also lands in the player's inbox.
  await tellBetSettled(deps.database, {
    betId: bet.id,
    userId: bet.userId,
    status: row.r_status,
    stake: bet.originalStake,
    payout: asNumber(row.r_payout),
    currencyId: bet.currencyId,
  });
  noticeBetSettled(deps.database, { betId: bet.id, userId: bet.userId, status: row.r_status });
  return bet.userId;
}

/**
 * Processes the results that became final since the watermark, then settles the decided bets among
 * those whose legs this tick changed (and the open advance bets of players whose bets settled, which
 * may have waited for them). A sweep (`sweep`, the first tick of a process and then every few
 * minutes) looks at every open bet instead, for what an interrupted tick left undecided.
 */
export async function settlementTick(deps: SettlementDeps, opts: { sweep?: boolean } = {}): Promise<TickReport> {
  const until = deps.clock.now();
  const from = (await readWatermark(deps.database, WATERMARK)) ?? until - (deps.initialLookbackMs ?? 7 * DAY);
  const results = from < until ? deps.engine.resultsBetween(from, until) : [];
  const touched = new Set<number>();
  // A first run reads a week of results (tens of thousands): in batches, yielding between them, so
  // the catch-up neither costs two queries per game nor starves the requests of the event loop.
  for (let i = 0; i < results.length; i += RESULT_BATCH) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    const batch = results.slice(i, i + RESULT_BATCH);
    await storeResults(deps.database, batch);
    const open = await gamesWithOpenLegs(
      deps.database,
      batch.map((r) => r.constId),
    );
    for (const result of batch) {
      if (!open.has(result.constId)) continue;
      for (const betId of await applyGameResult(deps.database, result, false)) touched.add(betId);
    }
  }
  const sweep = opts.sweep ?? true;
  const page = deps.settlePage ?? 500;
  let settled = 0;
  // Settles the decided bets among `among` (every open bet when undefined), page by page in id order
  // (a bet ready but held stays open and is not met again); the players whose bets settled.
  const settleReady = async (among: number[] | undefined) => {
    const players = new Set<number>();
    for (let after = 0; ; ) {
      const ids = await betsReadyToSettle(deps.database, { among, after, limit: page });
      for (const betId of ids) {
        const userId = await settleBet(deps, betId);
        if (userId === undefined) continue;
        settled += 1;
        players.add(userId);
      }
      const last = ids.at(-1);
      if (ids.length < page || last === undefined) return players;
      after = last;
    }
  };
  let players = await settleReady(sweep ? undefined : [...touched]);
  while (players.size > 0) {
    // Held advance bets of these players may be decided now; each is looked at once per tick.
    const advances = (await openAdvanceBets(deps.database, [...players])).filter((id) => !touched.has(id));
    for (const id of advances) touched.add(id);
    players = await settleReady(advances);
  }
  await writeWatermark(deps.database, WATERMARK, until);
  return { games: results.length, settled };
}

/**
 * Re-settles a game after a corrected result: legs are re-read, open bets settle as usual, and each
 * settled bet whose payout changes gets a correcting transaction (never an edit of the first one).
 */
export async function resettleGame(
  deps: SettlementDeps,
  gameId: number,
  corrected: GameResult,
): Promise<ResettleReport> {
  const constId = constIdOfGameId(gameId) ?? gameId;
  const result = { ...corrected, constId };
  const version = await storeCorrection(deps.database, result);
  const touched = await applyGameResult(deps.database, result, true);
  const report: ResettleReport = { version, corrected: [], needsReview: [] };
  for (const betId of touched) {
    const bet = await loadBetState(deps.database, betId);
    if (!bet) continue;
    if (bet.status === 'open') {
      await settleBet(deps, betId);
      continue;
    }
    const outcome = betOutcome(bet);
    // A settled advance bet is not re-settled automatically (decision 0006): an operator reviews it.
    if (!outcome.decided || bet.isAdvance) {
      await deps.database.query('update bets set needs_review = true where id = $1', [betId]);
      report.needsReview.push(betId);
      continue;
    }
    if (outcome.status === bet.status && outcome.payout === bet.payout) continue;
    try {
      const [row] = await deps.database.query<{ r_account: unknown; r_balance: unknown }>(
        'select r_account, r_balance from resettle_bet($1, $2, $3, $4, $5)',
        [betId, bet.settledVersion + 1, outcome.status, outcome.payout, nowOf(deps)],
      );
      if (!row) continue;
      report.corrected.push(betId);
      // A corrected outcome moves the bet's loyalty points by exactly the difference (ADR 0060).
      if (!bet.isAdvance) {
        await syncPointsForBet(deps.database, {
          betId,
          userId: bet.userId,
          status: outcome.status,
          stake: bet.stake,
          currencyId: bet.currencyId,
        });
      }
      await publishToUser(deps.pubsub, bet.userId, [
        { t: 'bet', betId, status: outcome.status, payout: outcome.payout },
        { t: 'balance', accountId: asNumber(row.r_account), balance: asNumber(row.r_balance) },
      ]);
    } catch (err) {
      if ((err as { code?: unknown }).code !== 'FL402') throw err;
      await deps.database.query('update bets set needs_review = true where id = $1', [betId]);
      report.needsReview.push(betId);
    }
  }
  return report;
}
