// The jackpot's story (ADR 0066): every closed real round of a contributing game draws from its own seed
// triple; a won draw takes its currency's pool (locked, reset to the seed) and is paid to the player through
// the wallet's signed `transaction/win` like any provider's win, once (`<round>:jackpot`); the player is told
// in the inbox and everyone on the topic. The round's share feeds the pool when the round is settled.

import type { SeedTriple } from '@fairline/shared/casino/index';
import { drawJackpot, isJackpotGame, JACKPOT_GAMES, jackpotTermsOf } from '@fairline/shared/casino/jackpot';
import { currencyByCode } from '@fairline/shared/lookups/currencies';
import { sendInboxMessage } from '../messages/messages.service';
import {
  claimPool,
  findWin,
  markWinPaid,
  markWinRefused,
  pendingDrawRounds,
  pendingJackpotWins,
  toPublicWin,
} from './jackpot.repository';
import { jackpotTag, jackpotTickerOf } from './jackpot-ticker';
import { partyOf, type StudioContext, txIds } from './purse';
import { seedsOfRound } from './seeds';
import { type StudioSession, sessionOf } from './sessions';

/** The jackpot's wallet transaction of a round: a second win on the round's first bet. */
export const jackpotTxId = (round: string) => `${round}:jackpot`;

/** What a closed round brings to the draw. */
export interface DrawnRound {
  id: string;
  game: string;
  currency: string;
  stake: number;
}

/**
 * Draws the jackpot for a closed round (real money, a contributing game) and, when it won, takes the pool
 * for it; true when the round holds a claimed jackpot to pay. Called before the round's own win is paid,
 * so a round is never settled before its draw was claimed (the sweep claims what a crash left between).
 */
export async function drawForRound(
  ctx: StudioContext,
  session: StudioSession,
  round: DrawnRound,
  seeds: SeedTriple,
): Promise<boolean> {
  if (session.mode !== 'real' || !isJackpotGame(round.game)) return false;
  // The round's share goes in as it is settled: a frame follows.
  jackpotTickerOf(ctx.database)?.touch();
  const terms = jackpotTermsOf(round.currency);
  if (!terms) return false;
  const draw = drawJackpot(seeds, round.stake, terms.oneIn);
  if (!draw.isWin) return false;
  await claimPool(ctx.database, {
    round: round.id,
    currency: round.currency,
    sessionId: session.id,
    owner: session.owner,
    game: round.game,
    drawHash: draw.hash,
    at: ctx.now(),
  });
  return true;
}

/**
 * Pays a claimed jackpot through the wallet (retried; a replay of the same transaction moves nothing). The
 * call that marks it paid tells the player and everyone, so both happen once. Answers the balance after,
 * or `lastBalance` when the wallet did not answer (the sweep sends it again).
 */
export async function payJackpot(
  ctx: StudioContext,
  session: StudioSession,
  round: string,
  lastBalance?: number,
): Promise<number | undefined> {
  if (session.mode !== 'real') return lastBalance;
  const win = await findWin(ctx.database, round);
  if (!win) return lastBalance;
  const answer = await ctx.wallet.win(partyOf(session), {
    id: jackpotTxId(round),
    round,
    amount: win.amount,
    betId: txIds.bet(round, 0),
  });
  if (answer.status !== 'RS_OK') {
    ctx.log?.error({ round, status: answer.status }, 'jackpot win call failed');
    if (answer.status !== 'RS_ERROR_UNKNOWN') await markWinRefused(ctx.database, round);
    return lastBalance;
  }
  if (await markWinPaid(ctx.database, round, ctx.now())) {
    const currencyId = currencyByCode(win.currency)?.id ?? null;
    await sendInboxMessage(ctx.database, Number(session.platformUser), {
      kind: 'bet',
      template: 'casino_jackpot_won',
      params: { payout: win.amount, currency_id: currencyId, game: win.game },
      link: 'casino',
    }).catch((err: unknown) => ctx.log?.warn({ err, round }, 'jackpot inbox message failed'));
    jackpotTickerOf(ctx.database)?.announce(toPublicWin(win, jackpotTag));
  }
  return answer.balance;
}

/**
 * The sweep's part (every 30 s with the pending wins): draws of rounds stored but not yet settled (a
 * crash between storing and claiming), then claimed jackpots whose wallet call was not answered.
 */
export async function retryJackpots(ctx: StudioContext, batch = 50): Promise<number> {
  for (const row of await pendingDrawRounds(ctx.database, JACKPOT_GAMES, batch)) {
    const session = await sessionOf(ctx.database, row.session_id, ctx.now(), { allowExpired: true });
    const seeds = await seedsOfRound(ctx.database, row.owner, Number(row.seed_pair_id), row.client_seed, row.nonce);
    await drawForRound(
      ctx,
      session,
      { id: row.id, game: row.game, currency: row.currency, stake: Number(row.stake) },
      seeds,
    );
  }
  let paid = 0;
  for (const win of await pendingJackpotWins(ctx.database, batch)) {
    const session = await sessionOf(ctx.database, win.sessionId, ctx.now(), { allowExpired: true });
    if ((await payJackpot(ctx, session, win.round)) !== undefined) paid++;
  }
  return paid;
}
