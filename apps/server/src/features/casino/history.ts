// The player's casino past (ADR 0037): recently played games and the game history (recall) by round,
// with stake, win and the cash balance before and after, from the wallet's own rows and the ledger.
import type { ThirdPartyCasinoSettings } from '@fairline/shared/config';
import { currencyById } from '@fairline/shared/lookups/currencies';
import {
  CASINO_RECENT_LIMIT,
  type CasinoRound,
  type RecentCasinoGame,
  splitCasinoGameId,
} from '@fairline/shared/wire/casino-lobby';
import { badRequest } from '../../errors';
import type { Database } from '../../infra/db';
import type { CasinoCatalogue } from './catalogue';
import {
  type RoundKey,
  type RoundTransaction,
  readRecentGames,
  readRoundKeys,
  readRoundTransactions,
} from './history.repository';

export interface HistoryContext {
  database: Database;
  catalogue: CasinoCatalogue;
}

/** The games the player played lately that the brand still offers, newest first (at most 12). */
export async function recentGames(
  ctx: HistoryContext,
  userId: number,
  settings: ThirdPartyCasinoSettings,
): Promise<RecentCasinoGame[]> {
  // Some may have left the offer: read a few more than are shown.
  const played = await readRecentGames(ctx.database, userId, CASINO_RECENT_LIMIT * 4);
  return played
    .flatMap(({ gameId, lastPlayedAt }) => {
      const entry = ctx.catalogue.find(gameId);
      if (!entry || !ctx.catalogue.isOffered(settings, entry)) return [];
      return [{ ...entry.game, last_played_at: lastPlayedAt.toISOString() }];
    })
    .slice(0, CASINO_RECENT_LIMIT);
}

const encodeCursor = (key: RoundKey) =>
  Buffer.from(JSON.stringify([key.startedUs.toString(), key.provider, key.round])).toString('base64url');

function decodeCursor(cursor: string): RoundKey {
  try {
    const [startedUs, provider, round] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof startedUs === 'string' && /^\d{1,20}$/.test(startedUs) && typeof provider === 'string') {
      if (typeof round === 'string') return { startedUs: BigInt(startedUs), provider, round };
    }
  } catch {
    // A malformed cursor is the caller's mistake, told below.
  }
  throw badRequest('The cursor is not one this history gave', { cursor: 'invalid' });
}

/**
 * One round from its transactions (in the order they came). The balance before is the cash before the
 * round's first move (the balance the wallet answered after it, less the move's ledger entry); the
 * balance after is the cash after its last move. A round that moved nothing (free spins that won
 * nothing) shows the balance it was played at on both sides.
 */
function roundOf(ctx: HistoryContext, key: RoundKey, rows: readonly RoundTransaction[]): CasinoRound {
  const moves = rows.filter((r) => r.entryId !== null).sort((a, b) => (a.entryId! < b.entryId! ? -1 : 1));
  const first = moves[0];
  const last = moves.at(-1) ?? rows.at(-1);
  const bets = rows.filter((r) => r.kind === 'bet');
  const gameId = bets[0]?.gameId ?? rows[0]?.gameId ?? '';
  const entry = ctx.catalogue.find(gameId);
  const balanceAfter = last?.balanceAfter ?? 0;
  return {
    round: key.round,
    game: gameId,
    name: entry?.game.name ?? splitCasinoGameId(gameId)?.slug ?? gameId,
    started_at: new Date(Number(key.startedUs / 1000n)).toISOString(),
    currency: currencyById(rows[0]?.currencyId ?? 0)?.code ?? '',
    stake: bets.filter((b) => !b.rolledBack).reduce((sum, b) => sum + b.amount, 0),
    win: rows.filter((r) => r.kind === 'win').reduce((sum, w) => sum + w.amount, 0),
    balance_before: first ? first.balanceAfter - first.move : balanceAfter,
    balance_after: balanceAfter,
    status: bets.every((b) => b.rolledBack) ? 'rolled_back' : rows.some((r) => r.roundClosed) ? 'closed' : 'open',
    details_url: entry?.adapter.roundDetailsUrl?.(key.round) ?? null,
  };
}

/** A page of the player's rounds, newest first; `next_cursor` reads on, null on the last page. */
export async function roundHistory(
  ctx: HistoryContext,
  userId: number,
  page: { cursor?: string | undefined; limit: number },
): Promise<{ rounds: CasinoRound[]; next_cursor: string | null }> {
  const before = page.cursor ? decodeCursor(page.cursor) : null;
  const keys = await readRoundKeys(ctx.database, userId, before, page.limit + 1);
  const shown = keys.slice(0, page.limit);
  const rows = await readRoundTransactions(ctx.database, userId, shown);
  const byRound = new Map<string, RoundTransaction[]>();
  for (const row of rows) {
    const id = `${row.provider}\u0000${row.round}`;
    byRound.set(id, [...(byRound.get(id) ?? []), row]);
  }
  const rounds = shown.map((key) => roundOf(ctx, key, byRound.get(`${key.provider}\u0000${key.round}`) ?? []));
  const lastShown = shown.at(-1);
  return { rounds, next_cursor: keys.length > page.limit && lastShown ? encodeCursor(lastShown) : null };
}
