// The public module of settlement: a timer that ticks the settler (one tick at a time per process). Of several
// instances only the leader's timer ticks (ADR 0020); should two ever tick at once, around a
// takeover, settle_bet still makes each bet settle once.
import type { GameResult } from '../../trading/types';
import {
  type CorrectionOutcome,
  type CorrectionRequest,
  correctSettlement,
  previewCorrection,
} from './correction.service';
import type { CorrectionTarget } from './correction-plan';
import type { SettlementDeps } from './settlement-deps';
import { type ResettleReport, resettleGame, settlementTick, type TickReport } from './settler';

export interface Settlement {
  /** Runs one settlement pass now (a sweep of every open bet unless `sweep` is false). */
  tick(opts?: { sweep?: boolean }): Promise<TickReport>;
  /** Re-settles a game after a corrected result (correcting ledger transactions). */
  resettleGame(gameId: number, corrected: GameResult): Promise<ResettleReport>;
  /** Staff: voids a market of a finished game or resettles it on a corrected score, exactly once (ADR 0054). */
  correct(request: CorrectionRequest): Promise<CorrectionOutcome>;
  /** Staff: what `correct` would do now. */
  preview(constId: number, target: CorrectionTarget): ReturnType<typeof previewCorrection>;
  /** Stops the timer; resolves once a tick under way has finished (before the database closes). */
  stop(): Promise<void>;
}

/** Timer ticks between two sweeps of every open bet (5 minutes at the default 5 s). */
export const SWEEP_EVERY = 60;

/** Starts settling bets from the engine's results every `tickMs` (unless 0). */
export function startSettlement(deps: SettlementDeps): Settlement {
  let running: Promise<TickReport> | undefined;
  const tick = (opts: { sweep?: boolean } = {}) => {
    running ??= settlementTick(deps, opts).finally(() => {
      running = undefined;
    });
    return running;
  };
  const tickMs = deps.tickMs ?? 5_000;
  // The timer's ticks settle what their results touched; every SWEEP_EVERY-th (the first included)
  // looks at every open bet, so the cost of a tick follows the results, not the open bets. The count
  // starts again while this process is not the leader, so a new leader's first tick is a sweep: it
  // finishes whatever the old leader left half done.
  const isLeader = deps.isLeader ?? (() => true);
  let ticks = 0;
  const timer =
    tickMs > 0
      ? setInterval(() => {
          if (!isLeader()) {
            ticks = 0;
            return;
          }
          tick({ sweep: ticks++ % SWEEP_EVERY === 0 }).catch((err: unknown) => deps.onError?.(err));
        }, tickMs)
      : undefined;
  timer?.unref();
  return {
    tick,
    resettleGame: (gameId, corrected) => resettleGame(deps, gameId, corrected),
    correct: (request) => correctSettlement(deps, request),
    preview: (constId, target) => previewCorrection(deps, constId, target),
    stop: async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

export {
  readCorrectedResults,
  readCorrections,
  readFinishedGames,
  readGameLegs,
  readGameResult,
  readVoidedMarkets,
} from './correction.repository';
export type { CorrectionActor, CorrectionOutcome, CorrectionRequest } from './correction.service';
export type { CorrectedScore, CorrectionTarget } from './correction-plan';
export { correctedResult } from './correction-plan';
