// The crash room's decisions on its bets (ADR 0058): a cash-out (manual or auto) or a loss is shown at
// once (a cash-out's frame on the topic), then stored and paid by `settleBet`; the room waits for the
// payments still under way when it settles (tests, shutdown).
import { crashWin } from '@fairline/shared/casino/crash-live';
import type { CrashChange } from '@fairline/shared/wire/casino-crash';
import type { LiveBet, LiveRound } from './crash-bet';
import { settleBet } from './crash-money';
import type { StudioContext } from './purse';

export class CrashDecisions {
  private readonly paying = new Set<Promise<unknown>>();

  constructor(
    private readonly ctx: StudioContext,
    private readonly publish: (change: CrashChange) => void,
  ) {}

  /** A decision on a bet (a cash-out at `cashOut`, or lost: null): shown at once, then paid; the balance after. */
  decide(round: LiveRound, bet: LiveBet, cashOut: number | null): Promise<number | undefined> {
    const win = cashOut === null ? 0 : crashWin(bet.pub.stake, cashOut);
    bet.isDecided = true;
    bet.pub = { ...bet.pub, cash_out: cashOut, win };
    if (cashOut !== null) {
      this.publish({ t: 'crash:cashout', round: round.draw.round, bet: bet.id, cash_out: cashOut, win });
    }
    const paid = settleBet(this.ctx, bet.session, bet.id, cashOut, win);
    this.paying.add(paid);
    void paid.finally(() => this.paying.delete(paid)).catch(() => undefined);
    return paid;
  }

  /** The same, its failure only logged (the loop's decisions: auto cash-outs, losses at the bust). */
  decideLater(round: LiveRound, bet: LiveBet, cashOut: number | null) {
    this.decide(round, bet, cashOut).catch((err) =>
      this.ctx.log?.error({ err, bet: bet.id }, 'crash bet settle failed'),
    );
  }

  /** Resolves once every decision so far is stored and its win call answered. */
  async settled(): Promise<void> {
    while (this.paying.size > 0) await Promise.allSettled([...this.paying]);
  }
}
