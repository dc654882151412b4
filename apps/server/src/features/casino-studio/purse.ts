// Where a round's money goes: the platform's wallet for a real session (signed callbacks, ADR 0033), the
// session's own fun money for a demo one (no wallet call at all).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db';
import { STUDIO_PROVIDER_ID } from '../casino/casino.service';
import { setWalletState } from './rounds.repository';
import { creditDemo, debitDemo, type StudioSession } from './sessions';
import { settleRound, startPaying, stopPaying } from './settle-queue';
import { walletRefusal } from './studio-errors';
import type { WalletClient, WalletParty } from './wallet-client';

export interface StudioContext {
  database: Database;
  wallet: WalletClient;
  now: () => Date;
  log?: FastifyBaseLogger;
}

type RealSession = Extract<StudioSession, { mode: 'real' }>;

/** The platform's game code of a studio game: `<provider>:<slug>`, as the lobby's game ids. */
export const gameCodeOf = (slug: string) => `${STUDIO_PROVIDER_ID}:${slug}`;

export const partyOf = (session: RealSession): WalletParty => ({
  user: session.platformUser,
  token: session.platformToken,
  gameCode: gameCodeOf(session.game),
  currency: session.currency,
});

/** Transaction ids of a round: its bets in order, the closing win, and a rollback of a bet. */
export const txIds = {
  bet: (round: string, index: number) => `${round}:bet:${index}`,
  win: (round: string) => `${round}:win`,
  rollback: (round: string, index: number) => `${round}:rollback:${index}`,
};

/** Takes a stake (the round's `index`-th bet); the balance after, or a refusal (4xx, nothing taken). */
export async function takeStake(
  ctx: StudioContext,
  session: StudioSession,
  round: string,
  index: number,
  amount: number,
): Promise<number> {
  if (session.mode === 'demo') {
    const balance = await debitDemo(ctx.database, session.id, amount);
    if (balance === null) throw walletRefusal('RS_ERROR_NOT_ENOUGH_MONEY');
    return balance;
  }
  const answer = await ctx.wallet.bet(partyOf(session), { id: txIds.bet(round, index), round, amount });
  if (answer.status !== 'RS_OK' || answer.balance === undefined) throw walletRefusal(answer.status);
  return answer.balance;
}

/** Gives a taken stake back when the studio could not finish what it paid for. */
export async function giveBack(
  ctx: StudioContext,
  session: StudioSession,
  round: string,
  index: number,
  amount: number,
): Promise<void> {
  if (session.mode === 'demo') {
    await creditDemo(ctx.database, session.id, amount);
    return;
  }
  const betId = txIds.bet(round, index);
  const answer = await ctx.wallet.rollback(partyOf(session), { id: txIds.rollback(round, index), round, betId });
  if (answer.status !== 'RS_OK') ctx.log?.error({ round, betId, status: answer.status }, 'studio rollback failed');
}

/**
 * Pays a closed round's win (0 too: it closes the round at the wallet). The round is `win_pending` until
 * the wallet answered (ADR 0046): unanswered, it stays so and the retry sweep sends it again; the balance
 * then is the one last known. A win the wallet refused for good is left `open` (never sent again). The
 * `settled` mark goes with the rounds closing beside it; `waitSettled` waits for its commit.
 */
export async function payWin(
  ctx: StudioContext,
  session: StudioSession,
  round: string,
  win: number,
  lastBalance: number | undefined,
  opts: { waitSettled?: boolean } = {},
): Promise<number> {
  if (session.mode === 'demo') return creditDemo(ctx.database, session.id, win);
  startPaying(ctx.database, round);
  const answer = await ctx.wallet
    .win(partyOf(session), { id: txIds.win(round), round, amount: win, betId: txIds.bet(round, 0) })
    .catch((err: unknown) => {
      stopPaying(ctx.database, round);
      throw err;
    });
  if (answer.status === 'RS_OK' && answer.balance !== undefined) {
    const settled = settleRound(ctx.database, round);
    if (opts.waitSettled) await settled;
    return answer.balance;
  }
  stopPaying(ctx.database, round);
  ctx.log?.error({ round, status: answer.status }, 'studio win call failed; kept for retry');
  if (answer.status !== 'RS_ERROR_UNKNOWN') await setWalletState(ctx.database, round, 'open');
  return lastBalance ?? currentBalance(ctx, session);
}

/** The balance now (a step that moved no money). */
export async function currentBalance(ctx: StudioContext, session: StudioSession): Promise<number> {
  if (session.mode === 'demo') {
    const [row] = await ctx.database.query<{ demo_balance: unknown }>(
      'select demo_balance from studio_sessions where id = $1',
      [session.id],
    );
    return Number(row?.demo_balance ?? 0);
  }
  const answer = await ctx.wallet.balance(partyOf(session));
  if (answer.status !== 'RS_OK' || answer.balance === undefined) throw walletRefusal(answer.status);
  return answer.balance;
}
