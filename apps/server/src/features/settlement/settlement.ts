// Wiring of settlement: a timer that ticks the settler (one tick at a time per process; several
// processes may tick at once, settle_bet makes each bet settle once).
import type { GameResult } from '../../trading/types';
import type { SettlementDeps } from './settlement-deps';
import { type ResettleReport, resettleGame, settlementTick, type TickReport } from './settler';

export interface Settlement {
  /** Runs one settlement pass now. */
  tick(): Promise<TickReport>;
  /** Re-settles a game after a corrected result (correcting ledger transactions). */
  resettleGame(gameId: number, corrected: GameResult): Promise<ResettleReport>;
  stop(): void;
}

/** Starts settling bets from the engine's results every `tickMs` (unless 0). */
export function startSettlement(deps: SettlementDeps): Settlement {
  let running: Promise<TickReport> | undefined;
  const tick = () => {
    running ??= settlementTick(deps).finally(() => {
      running = undefined;
    });
    return running;
  };
  const tickMs = deps.tickMs ?? 5_000;
  const timer =
    tickMs > 0
      ? setInterval(() => {
          tick().catch((err: unknown) => deps.onError?.(err));
        }, tickMs)
      : undefined;
  timer?.unref();
  return {
    tick,
    resettleGame: (gameId, corrected) => resettleGame(deps, gameId, corrected),
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
