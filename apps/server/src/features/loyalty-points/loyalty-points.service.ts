// The public module of the loyalty points (issue 22 §1, ADR 0060): what settlement calls when a bet
// settles or is corrected, and the office's shop, redemption and history. Points move only in the
// 0044 functions (one statement each, through the ledger); a redemption grants its bonus through the
// bonus engine's grant statement in the same statement that debits the points.
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { PointsHistoryAnswer, PointsRedeemAnswer, PointsShopAnswer } from '@fairline/shared/wire/loyalty-points';
import { AppError, notFound } from '../../errors';
import type { Database } from '../../infra/db';
import { announceShopBonus, type ShopGrantTerms, shopGrantTerms } from '../bonuses/bonuses.service';
import { checkMoneyAction } from '../responsible-gambling/responsible-gambling.service';
import {
  brandRates,
  casinoBetOf,
  casinoPointsCandidates,
  casinoSweepMark,
  playerOf,
  pointsBalance,
  pointsMoves,
  rateOfPlayer,
  redeem,
  setCasinoSweepMark,
  shopItems,
  syncBetPoints,
  syncCasinoBetPoints,
} from './loyalty-points.repository';
import { redeemFreeBet, shopFreeBetTerms } from './points-free-bet';
import { earnsPoints, stakePoints } from './points-rules';
import { pointsRuntime } from './points-runtime';

export { bindPoints } from './points-runtime';

const HISTORY_PAGE = 50;
const conflict = (errorCode: string, message: string) => new AppError('CONFLICT', message, { errorCode });

/** A sportsbook bet as settlement settled (or corrected) it. */
export interface PointsBet {
  betId: number;
  userId: number;
  /** Its status now: won and lost earn, anything else holds no points. */
  status: string;
  stake: number;
  currencyId: number;
}

/**
 * Settlement, after a bet settled or its settlement was corrected: brings the bet's points to what its
 * status earns, once per change (a repeat moves nothing; a void takes back exactly what it earned).
 * Never throws: the settlement stands whatever happens here. Answers the points moved.
 */
export async function syncPointsForBet(database: Database, bet: PointsBet): Promise<number> {
  try {
    const currency = currencyById(bet.currencyId);
    if (!currency) return 0;
    const rate = await rateOfPlayer(database, bet.userId, 'sport');
    return await syncBetPoints(database, {
      betId: bet.betId,
      userId: bet.userId,
      currencyId: bet.currencyId,
      stakePoints: stakePoints(bet.stake, currency, rate),
      counts: earnsPoints(bet.status),
      now: pointsRuntime(database).now(),
    });
  } catch (err) {
    pointsRuntime(database).onError(err);
    return 0;
  }
}

const SWEEP_PAGE = 2_000;

/**
 * The leader's casino points pass (ADR 0060): every real-money casino bet and rollback the wallet wrote
 * since the last pass, up to `until`, brought to its points; then the mark moves to `until`. Reading the
 * same row twice moves nothing, so a page ending inside one instant starts again at that instant, and a
 * pass that fails (it throws) leaves the mark where it was for the next one. Answers the points moved
 * (their absolute sum).
 */
export async function sweepCasinoPoints(database: Database, until: Date): Promise<number> {
  let moved = 0;
  for (;;) {
    const rows = await casinoPointsCandidates(database, await casinoSweepMark(database), until, SWEEP_PAGE);
    for (const r of rows) moved += Math.abs(await syncCasinoBet(database, r.providerId, r.betUuid));
    const last = rows.at(-1);
    const full = rows.length === SWEEP_PAGE && last !== undefined && last.createdAt < until;
    await setCasinoSweepMark(database, full ? last.createdAt : until);
    if (!full) return moved;
  }
}

/** Brings one casino bet's points to what it earns now: the cash it staked while it stands, none once rolled back. */
async function syncCasinoBet(database: Database, providerId: string, betUuid: string): Promise<number> {
  const bet = await casinoBetOf(database, providerId, betUuid);
  const currency = bet && currencyById(bet.currencyId);
  if (!bet || !currency) return 0;
  const rate = await rateOfPlayer(database, bet.userId, 'casino');
  return syncCasinoBetPoints(database, {
    providerId,
    transactionUuid: betUuid,
    stakePoints: stakePoints(bet.cash, currency, rate),
    now: pointsRuntime(database).now(),
  });
}

async function playerOrThrow(database: Database, userId: number) {
  const player = await playerOf(database, userId);
  const currency = player && currencyById(player.currencyId);
  if (!player || !currency) throw notFound('Player');
  return { ...player, currency };
}

/** The shop in the player's currency: balance, earning rates and items with their bonus terms. */
export async function pointsShop(database: Database, userId: number, lang: string): Promise<PointsShopAnswer['data']> {
  const { brandId, currency } = await playerOrThrow(database, userId);
  const balance = await pointsBalance(database, userId, currency.id);
  const now = pointsRuntime(database).now();
  const items: PointsShopAnswer['data']['items'] = [];
  for (const item of await shopItems(database, brandId)) {
    const terms = await shopGrantTerms(database, item.campaignCode, currency.id, item.bonusUsd, now);
    if (!terms) continue;
    items.push({
      code: item.code,
      name: item.names[lang] ?? item.names.en ?? item.code,
      points: item.points,
      bonusAmount: terms.amount,
      currencyId: currency.id,
      currencyIso: currency.code,
      wagerMultiplier: terms.rules.multiplier,
      minOddsSingle: terms.rules.minOddsSingle / 1000,
      validDays: terms.validDays,
      isAffordable: balance >= item.points,
      freeBet: terms.freeBet ? shopFreeBetTerms(terms.freeBet) : null,
    });
  }
  return { balance, currencyId: currency.id, rates: await brandRates(database, brandId), items };
}

/**
 * Spends points on a shop item: one statement grants the bonus (the engine's grant) and debits the
 * points, or does neither. The key makes it idempotent; short points and a running bonus are refused.
 */
export async function redeemPoints(
  database: Database,
  userId: number,
  req: { item: string; idempotency_key: string },
): Promise<PointsRedeemAnswer['data']> {
  const { brandId, currency } = await playerOrThrow(database, userId);
  const [item] = await shopItems(database, brandId, req.item);
  if (!item) throw notFound('Shop item');
  const now = pointsRuntime(database).now();
  const terms = await shopGrantTerms(database, item.campaignCode, currency.id, item.bonusUsd, now);
  if (!terms) throw notFound('Shop item');
  await checkMoneyAction(database, userId, 'bonus_claim', terms.amount, { currencyId: currency.id });
  if (terms.freeBet) return redeemFreeBetItem(database, userId, req, { item, currencyId: currency.id, terms, now });
  const done = await redeem(database, {
    userId,
    key: req.idempotency_key,
    item: item.code,
    points: item.points,
    currencyId: currency.id,
    ...terms,
    now,
  });
  if (done.outcome === 'conflict') {
    throw conflict('idempotency_conflict', 'This idempotency key was used for another item');
  }
  if (done.outcome === 'short') {
    throw conflict('points_short', `The item costs ${item.points} points; the balance is smaller`);
  }
  if (done.outcome === 'busy') {
    throw conflict('bonus_busy', 'A bonus is running on your bonus account: it must close before another starts');
  }
  if (done.redemptionId === null || done.bonusId === null) throw new Error('loyalty_redeem answered no redemption');
  if (done.outcome === 'redeemed') {
    await announceShopBonus(database, {
      bonusId: done.bonusId,
      userId,
      cause: `points:${userId}:${req.idempotency_key}`,
      amount: terms.amount,
      currencyId: currency.id,
      required: terms.required,
    });
  }
  return {
    redemptionId: done.redemptionId,
    replayed: done.outcome === 'replayed',
    item: item.code,
    bonusId: done.bonusId,
    balance: await pointsBalance(database, userId, currency.id),
  };
}

/** A free-bet item's redemption (ADR 0071): the token and the points debit in one statement. */
async function redeemFreeBetItem(
  database: Database,
  userId: number,
  req: { idempotency_key: string },
  c: { item: { code: string; points: number }; currencyId: number; terms: ShopGrantTerms; now: Date },
): Promise<PointsRedeemAnswer['data']> {
  if (!c.terms.freeBet) throw notFound('Shop item');
  const done = await redeemFreeBet(database, {
    userId,
    key: req.idempotency_key,
    item: c.item.code,
    points: c.item.points,
    currencyId: c.currencyId,
    campaignId: c.terms.campaignId,
    amount: c.terms.amount,
    freeBet: c.terms.freeBet,
    expiresAt: c.terms.expiresAt,
    now: c.now,
  });
  if (done.outcome === 'conflict') {
    throw conflict('idempotency_conflict', 'This idempotency key was used for another item');
  }
  if (done.outcome === 'short') {
    throw conflict('points_short', `The item costs ${c.item.points} points; the balance is smaller`);
  }
  if (done.redemptionId === null || done.freeBetId === null) {
    throw new Error('loyalty_redeem_free_bet answered no redemption');
  }
  return {
    redemptionId: done.redemptionId,
    replayed: done.outcome === 'replayed',
    item: c.item.code,
    bonusId: null,
    freeBetId: done.freeBetId,
    balance: await pointsBalance(database, userId, c.currencyId),
  };
}

/** A page (1-based) of the player's earning and spending, newest first, with the balance. */
export async function pointsHistory(
  database: Database,
  userId: number,
  page: number,
): Promise<PointsHistoryAnswer['data']> {
  const { currency } = await playerOrThrow(database, userId);
  const rows = await pointsMoves(database, userId, HISTORY_PAGE + 1, (page - 1) * HISTORY_PAGE);
  return {
    balance: await pointsBalance(database, userId, currency.id),
    items: rows.slice(0, HISTORY_PAGE),
    page,
    hasMore: rows.length > HISTORY_PAGE,
  };
}
