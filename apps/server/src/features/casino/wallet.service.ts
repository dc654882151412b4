// The seamless wallet's decisions (docs/domain/casino.md, ADR 0033): which game session a callback
// belongs to, whether player protection lets a bet through, and the one statement that moves the money
// (casino_wallet_apply: idempotency, tombstones and the ledger transaction together).
import { currencyById } from '@fairline/shared/lookups/currencies';
import type {
  CasinoBalanceRequest,
  CasinoBetRequest,
  CasinoRollbackRequest,
  CasinoUserRequest,
  CasinoWalletAnswer,
  CasinoWalletStatus,
  CasinoWinRequest,
} from '@fairline/shared/wire/casino-wallet';
import type { Database } from '../../infra/db';
import { decisionHash } from '../../infra/signed-callback';
import { asNumber } from '../../infra/sql-values';
import { countCasinoStake, freeSpinsOf, settleFreeSpins, uncountCasinoStake } from '../bonuses/bonuses.service';
import { checkMoneyAction, rgRefusalOf } from '../responsible-gambling/responsible-gambling.service';
import type { MovedCash } from './balance-push';
import { findGameSession, type GameSession } from './game-sessions';
import { applyWalletCall } from './wallet-batcher';

export interface WalletContext {
  database: Database;
  /** The clock game-session expiry is judged by. */
  now: () => Date;
  /** Told (not awaited) after a callback moved the player's cash: the balance push over /ws. */
  afterMove?: (moved: MovedCash) => Promise<void>;
}

type Refusal = { status: CasinoWalletStatus };
type Found = { session: GameSession; currency: string };

const refused = (status: CasinoWalletStatus): Refusal => ({ status });

/**
 * The game session of a callback: the token must be one issued to this provider, for this player and
 * game; bets also need it unexpired (wins and rollbacks never are refused for an expired token).
 */
async function sessionOf(
  ctx: WalletContext,
  providerId: string,
  body: CasinoUserRequest & { currency?: string | undefined },
  allowExpired: boolean,
): Promise<Found | Refusal> {
  const session = await findGameSession(ctx.database, providerId, body.token);
  if (!session || String(session.userId) !== body.user || session.gameId !== body.game_code) {
    return refused('RS_ERROR_INVALID_TOKEN');
  }
  if (!allowExpired && session.expiresAt <= ctx.now()) return refused('RS_ERROR_TOKEN_EXPIRED');
  const currency = currencyById(session.currencyId)?.code;
  if (!currency) return refused('RS_ERROR_UNKNOWN');
  if (body.currency !== undefined && body.currency !== currency) return refused('RS_ERROR_WRONG_CURRENCY');
  return { session, currency };
}

/** What the game may stake: cash plus the bonus money a casino stake may draw on (ADR 0064). */
async function playableBalance(ctx: WalletContext, session: GameSession): Promise<number> {
  const [row] = await ctx.database.query<{ balance: unknown }>(
    'select casino_playable_balance($1, $2, $3) as balance',
    [session.userId, session.currencyId, ctx.now()],
  );
  return asNumber(row?.balance ?? 0);
}

function answer(body: CasinoUserRequest, status: CasinoWalletStatus, extra: Partial<CasinoWalletAnswer> = {}) {
  return { status, request_uuid: body.request_uuid, user: body.user, ...extra } satisfies CasinoWalletAnswer;
}

/** user/info: who the player is (for the game's display and jurisdiction). */
export async function userInfo(ctx: WalletContext, providerId: string, body: CasinoUserRequest) {
  const found = await sessionOf(ctx, providerId, body, false);
  if ('status' in found) return answer(body, found.status);
  const [user] = await ctx.database.query<{ country: string }>('select country from users where id = $1', [
    found.session.userId,
  ]);
  const spins = await freeSpinsOf(ctx.database, {
    userId: found.session.userId,
    currencyId: found.session.currencyId,
    providerId,
    gameId: body.game_code,
    now: ctx.now(),
  });
  return answer(body, 'RS_OK', {
    currency: found.currency,
    balance: await playableBalance(ctx, found.session),
    country: user?.country ?? '',
    ...(spins.length > 0 && {
      free_spins: spins.map((s) => ({ reward_uuid: s.rewardUuid, bet: s.bet, left: s.left })),
    }),
  });
}

/** user/balance: what the player may stake in the session's currency (cash and casino-usable bonus money). */
export async function userBalance(ctx: WalletContext, providerId: string, body: CasinoBalanceRequest) {
  const found = await sessionOf(ctx, providerId, body, false);
  if ('status' in found) return answer(body, found.status);
  return answer(body, 'RS_OK', { currency: found.currency, balance: await playableBalance(ctx, found.session) });
}

/** Player protection's word on a stake: blocks disable the player, limits and a due reality check stop play. */
async function protectionRefusal(ctx: WalletContext, session: GameSession, amount: number): Promise<Refusal | null> {
  try {
    await checkMoneyAction(ctx.database, session.userId, 'casino_bet', amount, {
      currencyId: session.currencyId,
      sessionId: session.webSessionId ?? undefined,
    });
    return null;
  } catch (err) {
    const refusal = rgRefusalOf(err);
    if (!refusal) throw err;
    const limited = ['rg_loss_limit', 'rg_wager_limit', 'rg_reality_check'].includes(refusal.reason);
    return refused(limited ? 'RS_ERROR_LIMIT_REACHED' : 'RS_ERROR_USER_DISABLED');
  }
}

type Transaction =
  | { kind: 'bet'; body: CasinoBetRequest }
  | { kind: 'win'; body: CasinoWinRequest }
  | { kind: 'rollback'; body: CasinoRollbackRequest };

/** transaction/bet, win and rollback. */
export async function applyTransaction(ctx: WalletContext, providerId: string, tx: Transaction) {
  const { body } = tx;
  const found = await sessionOf(ctx, providerId, body, tx.kind !== 'bet');
  if ('status' in found) return answer(body, found.status);
  const { session, currency } = found;
  const amount = tx.kind === 'rollback' ? 0 : tx.body.amount;
  // A free-spin bet's amount is 0 and it names its reward (the request schema holds it to that).
  const isFree = tx.kind === 'bet' && tx.body.is_free;
  if (tx.kind === 'bet') {
    const refusal = await protectionRefusal(ctx, session, amount);
    if (refusal) return answer(body, refusal.status);
  }
  const reference = tx.kind === 'bet' ? null : tx.body.reference_transaction_uuid;
  // What decides the transaction: a replay must repeat it (the request id and token may differ).
  const reward = tx.kind === 'bet' && isFree ? (tx.body.reward_uuid ?? null) : null;
  const decided = [tx.kind, body.user, body.game_code, body.round, currency, amount, isFree, reference];
  const hash = decisionHash(reward === null ? decided : [...decided, reward]);
  const row = await applyWalletCall(ctx.database, {
    provider: providerId,
    uuid: body.transaction_uuid,
    kind: tx.kind,
    hash,
    user: session.userId,
    currency: session.currencyId,
    amount,
    free: isFree,
    game: body.game_code,
    round: body.round,
    roundClosed: body.round_closed,
    reference,
    at: ctx.now(),
    reward,
  });
  // The balance this very statement committed (a replay moved nothing and pushes nothing; ADR 0046).
  if (row.moved) {
    void ctx.afterMove?.({
      userId: session.userId,
      accountId: asNumber(row.account_id),
      balance: asNumber(row.cash_balance ?? 0),
    });
  }
  // Real-money stakes count toward the player's bonus wagering; a rolled-back one stops counting (ADR 0039).
  // Keyed by the provider's transaction: a replayed callback counts once.
  if (row.status === 'RS_OK' && tx.kind === 'bet' && amount > 0) {
    const ref = `${providerId}:${body.transaction_uuid}`;
    await countCasinoStake(ctx.database, { userId: session.userId, currencyId: session.currencyId, ref, amount });
  } else if (row.status === 'RS_OK' && tx.kind === 'rollback') {
    await uncountCasinoStake(ctx.database, `${providerId}:${tx.body.reference_transaction_uuid}`);
  } else if (row.moved && tx.kind === 'win' && row.bonus_id !== null) {
    // A win paid back to a bonus may complete it: a free-spins bonus converts once its spins are played and
    // its wagering is met (at once when its campaign has none; ADR 0064).
    await settleFreeSpins(ctx.database, asNumber(row.bonus_id));
  }
  return answer(body, row.status, { currency, balance: asNumber(row.balance ?? 0) });
}
