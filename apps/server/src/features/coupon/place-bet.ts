// Placing a coupon (MakeBetWeb and friends): price, check, wait the live delay, re-check against
// checkCf, then one place_bet statement (replay check, blocks, bet, legs and the stake's ledger move).
import { randomUUID } from 'node:crypto';
import { currencyById } from '@fairline/shared/lookups/currencies';
import { fromMinor, minor } from '@fairline/shared/money/minor';
import { requestHashOf } from '../wallet/ledger.service';
import { asNumber } from '../wallet/sql-values';
import { betRefusalOf } from './bet-errors';
import { activeCurrency, findBetByGuid, type StoredBet } from './bet-queries';
import { betRow, legRows } from './bet-rows';
import { CouponErrorCode, couponAnswer, envelope, refusal } from './coupon-answer';
import type { CouponContext } from './coupon-deps';
import { betIdentity, type CouponInput } from './coupon-input';
import { checkOddsPolicy } from './odds-policy';
import { hasBannedCombination, type PricedCoupon, priceCoupon } from './pricing';
import { findPromo, type PromoBoost, withPromoBoost } from './promo';
import { loadRiskLimits } from './risk-limits';
import { publishToUser } from './user-events';
import { requestVipBet } from './vip-bets';

/** What placing needs to know beyond the coupon. */
export interface PlaceOptions {
  userId: number;
  /** Whether the brand lets this user send a stake above the maximum as a VIP bet request. */
  vipAllowed: () => Promise<boolean>;
  /** An auto bet (MakeBetBidWeb): reserved now, placed at the first price at or above autoBetCf. */
  isAutoBet?: boolean;
}

type Answer = ReturnType<typeof envelope> | ReturnType<typeof refusal>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Places one coupon and answers the wire envelope (refusals are Success:false with a Value to re-offer). */
export async function placeCoupon(ctx: CouponContext, input: CouponInput, opts: PlaceOptions): Promise<Answer> {
  const guid = input.betGuid ?? randomUUID();
  const hash = requestHashOf(betIdentity(input));
  const existing = await findBetByGuid(ctx.database, opts.userId, guid);
  if (existing) return replayOf(existing, hash);
  if (input.avanceBet) return refusal('Advance bets are not available', CouponErrorCode.invalidCoupon);

  const currencyId = await activeCurrency(ctx.database, opts.userId);
  const limits = await loadRiskLimits(ctx.database, opts.userId);
  const price = () =>
    priceCoupon(input, {
      engine: ctx.engine,
      now: ctx.clock.now(),
      limits,
      antiExpressMargin: ctx.settings.antiExpressMargin,
      currencyId,
    });
  const first = price();
  if (!first.ok) return refusal(first.error, CouponErrorCode.invalidCoupon);
  const isAuto = opts.isAutoBet === true || input.isAutoBet;
  const refused = firstChecks(first.priced, isAuto);
  if (refused) return refused;
  const stake = first.priced.stake ?? 0;

  let promo: PromoBoost | null = null;
  if (input.promo !== '') {
    promo = (await findPromo(ctx.database, input.promo, ctx.now())) ?? null;
    if (!promo) return refusal(`Unknown promo code ${input.promo}`, CouponErrorCode.unknownPromo);
  }
  if (stake < first.priced.totals.minStake) {
    return refusal(
      `The stake is below the minimum of ${money(first.priced, first.priced.totals.minStake)}`,
      CouponErrorCode.stakeOutOfLimits,
    );
  }
  if (stake > first.priced.totals.maxStake) {
    if (!(await opts.vipAllowed())) {
      return refusal(
        `The stake is above the maximum of ${money(first.priced, first.priced.totals.maxStake)}`,
        CouponErrorCode.stakeOutOfLimits,
        {
          MaxBet: fromMinor(first.priced.totals.maxStake, first.priced.digits),
        },
      );
    }
    const id = await requestVipBet(ctx.database, opts.userId, guid, stake, input);
    return envelope({ Id: 0, VipBet: { Id: id, Status: 'awaiting' }, FailInfo: null }, { Guid: guid });
  }

  const hasLive = first.priced.events.some((e) => e.kind === 'live');
  if (hasLive && !isAuto && ctx.settings.liveDelayMs > 0) await sleep(ctx.settings.liveDelayMs);
  const second = hasLive && !isAuto ? price() : first;
  if (!second.ok) return refusal(second.error, CouponErrorCode.invalidCoupon);
  const priced = second.priced;

  let autoTarget: number | null = null;
  if (isAuto) {
    autoTarget = Math.round((input.autoBetCf ?? 0) * 1000);
    if (autoTarget <= Math.round((priced.events[0]?.coef ?? 0) * 1000)) autoTarget = null;
  } else {
    const policy = checkOddsPolicy(priced.events, input.checkCf);
    const antiChanged =
      input.antiExpressCoef !== undefined &&
      input.antiExpressCoef > 0 &&
      policy.accepted &&
      input.checkCf !== 2 &&
      Math.round(input.antiExpressCoef * 1000) > priced.totals.totalOdds1000;
    if (!policy.accepted || antiChanged) {
      return refusal('The odds or lines have changed', CouponErrorCode.oddsChanged, {
        lvC: policy.oddsChanged || antiChanged,
        lnC: policy.lineChanged,
        FailInfo: policy.failInfo,
        Coupon: couponAnswer(priced),
      });
    }
    if (stake > priced.totals.maxStake) {
      return refusal('The maximum stake has changed', CouponErrorCode.stakeOutOfLimits, {
        Coupon: couponAnswer(priced),
      });
    }
  }

  const plain = priced.totals.potentialReturn ?? 0;
  const potential = autoTarget === null ? plain : Math.floor((stake * autoTarget) / 1000);
  const bet = betRow(priced, {
    potentialReturn: withPromoBoost(stake, potential, promo?.percent ?? null),
    antiExpressMargin: ctx.settings.antiExpressMargin,
    promo,
    autoBetCf: autoTarget,
  });
  const legs = legRows(priced, autoTarget ?? undefined);
  const waitTime = hasLive && !isAuto ? ctx.settings.liveDelayMs : 0;
  const answer = { Coupon: couponAnswer(priced), lvC: false, lnC: false, waitTime, FailInfo: null };
  const source = input.useBonus ? 'player_bonus' : 'player_cash';
  const status = autoTarget === null ? 'open' : 'bid';
  let rows: Record<string, unknown>[];
  try {
    rows = await ctx.database.query(
      `select r_bet_id, r_replayed, r_balance, r_currency, r_answer, r_created_at
       from place_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        opts.userId,
        guid,
        hash,
        source,
        stake,
        status,
        JSON.stringify(bet),
        JSON.stringify(legs),
        JSON.stringify(answer),
        ctx.now(),
      ],
    );
  } catch (err) {
    const answerOf = betRefusalOf(err);
    if (answerOf) return answerOf;
    throw err;
  }
  const row = rows[0];
  if (!row) throw new Error('place_bet returned no row');
  const stored = storedOf(row, hash);
  if (!row.r_replayed) {
    await publishToUser(ctx.pubsub, opts.userId, [
      { t: 'bet', betId: stored.id, status, payout: 0 },
      { t: 'balance', accountId: 0, balance: stored.balanceAfter ?? 0 },
    ]);
  }
  return replayOf(stored, hash);
}

function firstChecks(priced: PricedCoupon, isAuto: boolean): Answer | undefined {
  if (priced.stake === null) return refusal('The stake (summ) is required', CouponErrorCode.invalidCoupon);
  if (hasBannedCombination(priced)) {
    return refusal('Two selections of the same game cannot be combined', CouponErrorCode.invalidCoupon, {
      Coupon: couponAnswer(priced),
    });
  }
  if (isAuto && priced.shape.vid !== 0) {
    return refusal('An auto bet is a single', CouponErrorCode.invalidCoupon);
  }
  if (isAuto && !((priced.input.autoBetCf ?? 0) > 1)) {
    return refusal('An auto bet needs autoBetCf above 1.00', CouponErrorCode.invalidCoupon);
  }
  if (priced.events.some((e) => e.finish || (e.block && !isAuto))) {
    return refusal('An event of the coupon does not accept bets', CouponErrorCode.eventBlocked, {
      lvC: false,
      lnC: priced.events.some((e) => e.lineChanged),
      FailInfo: checkOddsPolicy(priced.events, 2).failInfo,
      Coupon: couponAnswer(priced),
    });
  }
  return undefined;
}

const money = (priced: PricedCoupon, amount: number) => fromMinor(minor(amount), priced.digits).toFixed(priced.digits);

function storedOf(row: Record<string, unknown>, hash: string): StoredBet {
  return {
    id: asNumber(row.r_bet_id),
    requestHash: hash,
    balanceAfter: row.r_balance === null ? null : asNumber(row.r_balance),
    currencyId: Number(row.r_currency),
    answer: (row.r_answer ?? {}) as Record<string, unknown>,
    createdAt: new Date(row.r_created_at as string | Date),
  };
}

/** The first answer of a bet (what a replay of its betGuid gets), or a refusal for another body. */
function replayOf(bet: StoredBet, hash: string): Answer {
  if (bet.requestHash !== hash) {
    return refusal('This betGuid was already used for another bet', CouponErrorCode.idempotencyConflict);
  }
  const digits = currencyById(bet.currencyId)?.minorDigits ?? 2;
  return envelope(
    {
      Id: bet.id,
      Balance: bet.balanceAfter === null ? 0 : fromMinor(minor(bet.balanceAfter), digits),
      Dt: Math.floor(bet.createdAt.getTime() / 1000),
      ...bet.answer,
    },
    { Id: bet.id },
  );
}
