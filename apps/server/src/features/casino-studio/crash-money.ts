// The money of a crash bet (ADR 0058): the stake through the same signed `transaction/bet` as every
// studio round (fun money for demo), the bet stored, and once decided (a cash-out, or the bust: win 0)
// the closing `transaction/win`, sent again by the sweep until the wallet answers. Each bet is its own
// wallet round (`<bet>:bet:0`, `<bet>:win`), so a win is paid exactly once by the wallet's idempotency.
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import { giveBack, partyOf, type StudioContext, takeStake, txIds } from './purse';
import { creditDemo, type StudioSession, sessionOf } from './sessions';

type Db = Pick<Database, 'query'>;

export interface CrashBetRow {
  id: string;
  room: string;
  round: number;
  session: StudioSession;
  player: string;
  stake: number;
  autoCashOut: number | null;
}

/** Takes the stake and stores the bet; the balance after. A refused stake stores nothing. */
export async function stakeBet(ctx: StudioContext, bet: CrashBetRow): Promise<number> {
  const balance = await takeStake(ctx, bet.session, bet.id, 0, bet.stake);
  try {
    await ctx.database.query(
      `insert into studio_crash_bets (id, room, round, session_id, player, currency, stake, auto_cash_out, wallet_state, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        bet.id,
        bet.room,
        bet.round,
        bet.session.id,
        bet.player,
        bet.session.currency,
        bet.stake,
        bet.autoCashOut,
        bet.session.mode === 'demo' ? 'demo' : 'open',
        ctx.now(),
      ],
    );
  } catch (err) {
    await giveBack(ctx, bet.session, bet.id, 0, bet.stake);
    throw err;
  }
  return balance;
}

/**
 * Records a decided bet (cash-out multiplier or null for a loss, and its win) once, then pays the win
 * (0 closes a lost bet at the wallet). The balance after, or undefined when the wallet did not answer
 * (the sweep pays it later) or nothing moved.
 */
export async function settleBet(
  ctx: StudioContext,
  session: StudioSession,
  betId: string,
  cashOut: number | null,
  win: number,
): Promise<number | undefined> {
  const rows = await ctx.database.query(
    `update studio_crash_bets set cash_out = $2, win = $3, closed_at = $4,
       wallet_state = case when wallet_state = 'demo' then 'demo' else 'win_pending' end
     where id = $1 and win is null returning id`,
    [betId, cashOut, win, ctx.now()],
  );
  if (rows.length === 0) return undefined;
  return payBet(ctx, session, betId, win);
}

async function payBet(ctx: StudioContext, session: StudioSession, betId: string, win: number) {
  if (session.mode === 'demo') return win > 0 ? creditDemo(ctx.database, session.id, win) : undefined;
  const answer = await ctx.wallet.win(partyOf(session), {
    id: txIds.win(betId),
    round: betId,
    amount: win,
    betId: txIds.bet(betId, 0),
  });
  if (answer.status !== 'RS_OK') {
    ctx.log?.error({ bet: betId, status: answer.status }, 'crash win call failed; kept for retry');
    return undefined;
  }
  await ctx.database.query(`update studio_crash_bets set wallet_state = 'settled' where id = $1`, [betId]);
  return answer.balance;
}

interface PendingRow {
  id: string;
  session_id: string;
  win: unknown;
  stake: unknown;
  round: number;
}

/** Sends the crash wins the wallet has not answered yet (older than `minAgeMs`); how many were settled. */
export async function retryCrashWins(ctx: StudioContext, minAgeMs = 10_000): Promise<number> {
  const due = new Date(ctx.now().getTime() - minAgeMs);
  const rows = await ctx.database.query<PendingRow>(
    `select id, session_id, win, stake, round from studio_crash_bets
     where wallet_state = 'win_pending' and closed_at <= $1 order by closed_at limit 50`,
    [due],
  );
  let settled = 0;
  for (const row of rows) {
    const session = await sessionOf(ctx.database, row.session_id, ctx.now(), { allowExpired: true });
    if ((await payBet(ctx, session, row.id, asNumber(row.win))) !== undefined) settled++;
  }
  return settled;
}

/**
 * Bets of rounds that never busted (the process stopped mid-round): nobody could cash out, so the stake
 * goes back (a rollback, or the fun money) and the bet is void. `currentRound` is the room's live round.
 */
export async function voidInterruptedBets(db: Db, ctx: StudioContext, room: string, currentRound: number | null) {
  const rows = await db.query<PendingRow>(
    `select id, session_id, win, stake, round from studio_crash_bets
     where room = $1 and win is null and round <> coalesce($2, -1) limit 200`,
    [room, currentRound],
  );
  for (const row of rows) {
    const claimed = await db.query(
      `update studio_crash_bets set wallet_state = 'void', win = 0, closed_at = $2 where id = $1 and win is null returning id`,
      [row.id, ctx.now()],
    );
    if (claimed.length === 0) continue;
    const session = await sessionOf(ctx.database, row.session_id, ctx.now(), { allowExpired: true });
    await giveBack(ctx, session, row.id, 0, asNumber(row.stake));
  }
  return rows.length;
}
