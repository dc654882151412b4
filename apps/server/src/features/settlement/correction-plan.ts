// Planning a staff correction of a finished game (ADR 0054): which legs change, and for each bet on
// them how it settles now. Pure reading: correction.service applies the plan in one statement.
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import type { GameResult } from '../../trading/types';
import { betOutcome } from './bet-outcome';
import {
  type GameLeg,
  readGameLegs,
  readGameResult,
  readVoidedMarkets,
  type StoredGameResult,
} from './correction.repository';
import { settleLeg } from './leg-settlement';
import { loadBetState } from './settlement.repository';

type Query = Pick<Database, 'query'>;
type Score = { home: number; away: number };

/** A corrected score: regulation time, with overtime (`final`, default regulation) and the half time. */
export interface CorrectedScore {
  regulation: Score;
  final?: Score | undefined;
  halfTime?: Score | null | undefined;
}

export type CorrectionTarget = { action: 'void'; marketGroup: number } | { action: 'resettle'; score: CorrectedScore };

export interface PlannedBet {
  betId: number;
  userId: number;
  status: string;
  version: number;
  newStatus: string;
  newPayout: number;
  /** Settled, and its outcome changes: resettle_bet corrects it. */
  settle: boolean;
  /** Settled, but it cannot be re-settled automatically (an advance bet, or undecided now): flagged. */
  review: boolean;
  /** Open, and decided now: the settler settles it after the correction. */
  settleAfter: boolean;
  delta: number;
  currencyId: number;
  originalStake: number;
}

export interface CorrectionPlan {
  stored: StoredGameResult;
  /** The game's result after the correction (a void keeps it). */
  result: GameResult;
  /** The game is already as asked: nothing to do. */
  unchanged: boolean;
  legs: { bet_id: number; idx: number; result: string }[];
  bets: PlannedBet[];
  markets: number[];
}

const sameScore = (a: Score | undefined | null, b: Score | undefined | null) =>
  (a ?? null) === null ? (b ?? null) === null : !!b && a?.home === b.home && a?.away === b.away;

/** The stored result with the corrected score (a cancelled game becomes finished). */
export function correctedResult(stored: GameResult, score: CorrectedScore): GameResult {
  const final = score.final ?? score.regulation;
  const halfTime = score.halfTime === undefined ? stored.halfTime : (score.halfTime ?? undefined);
  const { cancellation: _, halfTime: __, ...rest } = stored;
  // Period scores no longer add up to a changed score: the results page then shows the score alone.
  const periods = sameScore(stored.regulation, score.regulation) ? stored.periods : [];
  return {
    ...rest,
    status: 'finished',
    regulation: score.regulation,
    final,
    periods,
    ...(halfTime ? { halfTime } : {}),
  };
}

const isSameResult = (a: GameResult, b: GameResult) =>
  a.status === b.status &&
  sameScore(a.regulation, b.regulation) &&
  sameScore(a.final, b.final) &&
  sameScore(a.halfTime, b.halfTime);

export async function storedGame(db: Query, constId: number): Promise<StoredGameResult> {
  const stored = await readGameResult(db, constId);
  if (!stored) throw new AppError('NOT_FOUND', 'The game has no final result yet', { errorCode: 'game_not_finished' });
  return stored;
}

/** What a correction would change now. */
export async function planCorrection(db: Query, constId: number, target: CorrectionTarget): Promise<CorrectionPlan> {
  const stored = await storedGame(db, constId);
  const voided = await readVoidedMarkets(db, constId);
  const allLegs = await readGameLegs(db, constId);
  const result = target.action === 'resettle' ? correctedResult(stored.result, target.score) : stored.result;
  if (target.action === 'void' && !allLegs.some((l) => l.group === target.marketGroup))
    throw new AppError('NOT_FOUND', 'No bet is on this market of the game', { errorCode: 'market_not_found' });
  const unchanged = target.action === 'void' ? voided.has(target.marketGroup) : isSameResult(stored.result, result);
  const plan: CorrectionPlan = { stored, result, unchanged, legs: [], bets: [], markets: [] };
  if (unchanged) return plan;

  const newResultOf = (leg: GameLeg): string => {
    if (voided.has(leg.group) || (target.action === 'void' && leg.group === target.marketGroup)) return 'void';
    if (target.action === 'void') return leg.result;
    return settleLeg(leg, result);
  };
  const changedByBet = new Map<number, Map<number, string>>();
  const markets = new Set<number>();
  for (const leg of allLegs) {
    const next = newResultOf(leg);
    if (next === leg.result) continue;
    plan.legs.push({ bet_id: leg.betId, idx: leg.idx, result: next });
    markets.add(leg.group);
    const forBet = changedByBet.get(leg.betId) ?? new Map<number, string>();
    forBet.set(leg.idx, next);
    changedByBet.set(leg.betId, forBet);
  }
  plan.markets = [...markets];
  for (const [betId, changed] of changedByBet) {
    const planned = await planBet(db, betId, changed);
    if (planned) plan.bets.push(planned);
  }
  return plan;
}

async function planBet(db: Query, betId: number, changed: Map<number, string>): Promise<PlannedBet | undefined> {
  const bet = await loadBetState(db, betId);
  if (!bet) return undefined;
  const idxs = await db.query<{ idx: number }>('select idx from bet_legs where bet_id = $1 order by idx', [betId]);
  const legs = bet.legs.map((leg, i) => {
    const next = changed.get(Number(idxs[i]?.idx));
    return next === undefined ? leg : { ...leg, result: next as typeof leg.result };
  });
  const outcome = betOutcome({ ...bet, legs });
  const base = {
    betId,
    userId: bet.userId,
    status: bet.status,
    version: bet.settledVersion,
    newStatus: bet.status,
    newPayout: bet.payout,
    settle: false,
    review: false,
    settleAfter: false,
    delta: 0,
    currencyId: bet.currencyId,
    originalStake: bet.originalStake,
  };
  if (bet.status === 'open') return { ...base, settleAfter: outcome.decided };
  if (!outcome.decided) return { ...base, review: true };
  if (outcome.status === bet.status && outcome.payout === bet.payout) return base;
  if (bet.isAdvance) return { ...base, review: true };
  return {
    ...base,
    newStatus: outcome.status,
    newPayout: outcome.payout,
    settle: true,
    delta: outcome.payout - bet.payout,
  };
}

/** The money a plan moves to players (negative: back to the house), per currency id. */
export function netOf(bets: readonly PlannedBet[]): Map<number, number> {
  const net = new Map<number, number>();
  for (const b of bets) if (b.settle) net.set(b.currencyId, (net.get(b.currencyId) ?? 0) + b.delta);
  return net;
}
