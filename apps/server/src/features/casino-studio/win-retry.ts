// Wins the wallet did not answer are sent again until it does (the wallet's idempotency by
// transaction id makes a repeat safe; wins are never refused for an expired token, ADR 0033).
import { retryCrashWins } from './crash-money';
import { retryJackpots } from './jackpot.service';
import { payWin, type StudioContext } from './purse';
import { pendingWins, purgeDemoSessions } from './rounds.repository';
import { sessionOf } from './sessions';
import { isPaying } from './settle-queue';

/** Sends the pending wins once; how many were settled. */
export async function retryPendingWins(ctx: StudioContext, batch = 50): Promise<number> {
  let settled = 0;
  for (const round of await pendingWins(ctx.database, batch)) {
    // Rounds are stored `win_pending` (ADR 0046): one whose win this process is sending now is not due.
    if (isPaying(ctx.database, round.id)) continue;
    const session = await sessionOf(ctx.database, round.sessionId, ctx.now(), { allowExpired: true });
    await payWin(ctx, session, round.id, round.win, 0, { waitSettled: true });
    const [row] = await ctx.database.query<{ wallet_state: string }>(
      'select wallet_state from studio_rounds where id = $1',
      [round.id],
    );
    if (row?.wallet_state === 'settled') settled++;
  }
  return settled;
}

/** Demo sessions are forgotten a week after they ended. */
const DEMO_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** The studio's periodic upkeep: pending wins sent again, old demo sessions forgotten. */
export async function studioUpkeep(ctx: StudioContext): Promise<void> {
  // Draws are claimed before their rounds' wins settle them (ADR 0066).
  await retryJackpots(ctx);
  await retryPendingWins(ctx);
  await retryCrashWins(ctx);
  await purgeDemoSessions(ctx.database, new Date(ctx.now().getTime() - DEMO_KEPT_MS));
}
