// Staff corrections of a finished game's settlement (issue 24 §2 risk, ADR 0054): void a market or
// resettle the game on a corrected score. Money moves only through resettle_bet (the correcting
// settlement), inside settlement_correction_apply: one statement, so all or nothing, once per
// idempotency key; a racing correction of the same game finds the game changed and plans again.
import { createHash } from 'node:crypto';
import { AppError } from '../../errors';
import { publishToUser } from '../../infra/pubsub/publish-to-user';
import { asNumber } from '../../infra/sql-values';
import { syncPointsForBet } from '../loyalty-points/loyalty-points.service';
import { tellBetSettled } from '../messages/messages.service';
import { readCorrectionByKey } from './correction.repository';
import { type CorrectionPlan, type CorrectionTarget, netOf, planCorrection } from './correction-plan';
import type { SettlementDeps } from './settlement-deps';
import { settleBet } from './settler';

export interface CorrectionActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string | null;
}

export interface CorrectionRequest {
  constId: number;
  target: CorrectionTarget;
  idempotencyKey: string;
  reason: string;
  actor: CorrectionActor;
}

/** What a correction did (or, replayed, did the first time). */
export interface CorrectionOutcome {
  outcome: 'applied' | 'replayed' | 'unchanged';
  correctionId: number | null;
  version: number;
  betsAffected: number;
  betsCorrected: number;
  betsSettled: number;
  needsReview: number[];
  /** Money to players (negative: back to the house) per currency id, minor units. */
  net: Map<number, number>;
}

const ATTEMPTS = 5;

type Move = { bet_id: number; user_id: number; account_id: number; balance: number; status: string; payout: number };

function outcomeOf(state: 'applied' | 'replayed', id: number, answer: Record<string, unknown>): CorrectionOutcome {
  const counts = (answer.counts ?? {}) as Record<string, number>;
  const net = (answer.net_minor ?? {}) as Record<string, number>;
  return {
    outcome: state,
    correctionId: id,
    version: Number(answer.to_version),
    betsAffected: Number(counts.bets_affected ?? 0),
    betsCorrected: Number(answer.corrected ?? 0),
    betsSettled: Number(counts.bets_to_settle ?? 0),
    needsReview: ((answer.needs_review ?? []) as unknown[]).map(Number),
    net: new Map(Object.entries(net).map(([k, v]) => [Number(k), Number(v)])),
  };
}

const hashOf = (req: CorrectionRequest) =>
  createHash('sha256')
    .update(JSON.stringify({ game: req.constId, target: req.target, reason: req.reason }))
    .digest('hex');

const scoresOf = (plan: CorrectionPlan, which: 'stored' | 'next') => {
  const r = which === 'stored' ? plan.stored.result : plan.result;
  return { status: r.status, regulation: r.regulation, final: r.final, half_time: r.halfTime ?? null };
};

/** Voids a market of a finished game or resettles the game on a corrected score, exactly once. */
export async function correctSettlement(deps: SettlementDeps, req: CorrectionRequest): Promise<CorrectionOutcome> {
  const db = deps.database;
  const hash = hashOf(req);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const seen = await readCorrectionByKey(db, req.idempotencyKey);
    if (seen) {
      if (seen.hash !== hash) throw keyReused();
      return outcomeOf('replayed', seen.id, seen.answer);
    }
    const plan = await planCorrection(db, req.constId, req.target);
    if (plan.unchanged) {
      // A request with the same key may have committed between the first look and the plan: a replay.
      const since = await readCorrectionByKey(db, req.idempotencyKey);
      if (since) {
        if (since.hash !== hash) throw keyReused();
        return outcomeOf('replayed', since.id, since.answer);
      }
      return {
        outcome: 'unchanged',
        correctionId: null,
        version: plan.stored.version,
        betsAffected: 0,
        betsCorrected: 0,
        betsSettled: 0,
        needsReview: [],
        net: new Map(),
      };
    }
    const isVoid = req.target.action === 'void';
    const counts = {
      markets: plan.markets.length,
      legs_changed: plan.legs.length,
      bets_affected: plan.bets.length,
      bets_to_settle: plan.bets.filter((b) => b.settleAfter).length,
    };
    const [row] = await db.query<{
      r_state: string;
      r_answer: Record<string, unknown>;
      r_moves: Move[];
      r_correction: unknown;
    }>('select r_state, r_answer, r_moves, r_correction from settlement_correction_apply($1, $2)', [
      JSON.stringify({
        key: req.idempotencyKey,
        hash,
        const_id: req.constId,
        action: req.target.action,
        market_group: req.target.action === 'void' ? req.target.marketGroup : null,
        expected_version: plan.stored.version,
        result: isVoid ? null : plan.result,
        legs: plan.legs,
        bets: plan.bets.map((b) => ({
          bet_id: b.betId,
          status: b.status,
          version: b.version,
          new_status: b.newStatus,
          new_payout: b.newPayout,
          settle: b.settle,
          review: b.review,
        })),
        staff_id: req.actor.staffId,
        staff_email: req.actor.staffEmail,
        ip: req.actor.ip,
        reason: req.reason,
        audit_action: isVoid ? 'risk.market_voided' : 'risk.game_resettled',
        before: isVoid
          ? {
              market_group: req.target.action === 'void' ? req.target.marketGroup : null,
              voided: false,
              version: plan.stored.version,
            }
          : { ...scoresOf(plan, 'stored'), version: plan.stored.version },
        after: isVoid
          ? {
              market_group: req.target.action === 'void' ? req.target.marketGroup : null,
              voided: true,
              version: plan.stored.version + 1,
              ...counts,
            }
          : { ...scoresOf(plan, 'next'), version: plan.stored.version + 1, ...counts },
        counts,
      }),
      (deps.now ?? (() => new Date()))(),
    ]);
    if (!row || row.r_state === 'stale') continue;
    if (row.r_state === 'conflict') throw keyReused();
    const id = asNumber(row.r_correction);
    if (row.r_state === 'replayed') return outcomeOf('replayed', id, row.r_answer);
    await afterCommit(deps, plan, row.r_moves);
    return outcomeOf('applied', id, row.r_answer);
  }
  throw new AppError('CONFLICT', 'The game keeps changing; try again', { errorCode: 'game_changed' });
}

// Once the correction committed: the players hear of their bets and balances as after a settlement,
// and open bets that the correction decided settle the usual way (settle_bet claims each once).
async function afterCommit(deps: SettlementDeps, plan: CorrectionPlan, moves: readonly Move[]) {
  const byBet = new Map(plan.bets.map((b) => [b.betId, b]));
  for (const m of moves) {
    await publishToUser(deps.pubsub, Number(m.user_id), [
      { t: 'bet', betId: Number(m.bet_id), status: m.status, payout: Number(m.payout) },
      { t: 'balance', accountId: Number(m.account_id), balance: Number(m.balance) },
    ]);
    const bet = byBet.get(Number(m.bet_id));
    // The corrected outcome moves the bet's loyalty points by exactly the difference (ADR 0060).
    if (bet)
      await syncPointsForBet(deps.database, {
        betId: bet.betId,
        userId: bet.userId,
        status: m.status,
        stake: bet.originalStake,
        currencyId: bet.currencyId,
      });
    if (bet)
      await tellBetSettled(deps.database, {
        betId: bet.betId,
        userId: bet.userId,
        status: m.status,
        stake: bet.originalStake,
        payout: Number(m.payout),
        currencyId: bet.currencyId,
      });
  }
  for (const bet of plan.bets) if (bet.settleAfter) await settleBet(deps, bet.betId);
}

/** What a correction would do now, without doing it (the staff app's confirmation). */
export async function previewCorrection(
  deps: Pick<SettlementDeps, 'database'>,
  constId: number,
  target: CorrectionTarget,
) {
  const plan = await planCorrection(deps.database, constId, target);
  return {
    unchanged: plan.unchanged,
    version: plan.stored.version,
    markets: plan.markets,
    betsAffected: plan.bets.length,
    betsCorrected: plan.bets.filter((b) => b.settle).length,
    betsSettled: plan.bets.filter((b) => b.settleAfter).length,
    needsReview: plan.bets.filter((b) => b.review).map((b) => b.betId),
    net: netOf(plan.bets),
  };
}

const keyReused = () =>
  new AppError('CONFLICT', 'This idempotency key was used for another correction', {
    errorCode: 'idempotency_key_reused',
  });
