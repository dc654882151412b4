// Placing an advance bet (MakeBetWeb with avanceBet): priced and checked like any bet (odds policy,
// stake limits, blocks and responsible-gambling blocks, the live delay), only on live events or events
// starting within the advance window, then one place_advance_bet statement that re-checks the
// advance available under the player's lock and stakes the house's advance credit.

import type { SiteSettings } from '@fairline/shared/config';
import { fromMinor, minor } from '@fairline/shared/money/minor';
import type { MakeBetAnswer } from '@fairline/shared/wire/bets';
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import { publishToUser } from '../../infra/pubsub/publish-to-user';
import { requestHashOf } from '../wallet/wallet.service';
import { advanceFigures, isAdvanceEligible } from './advance';
import { betRefusalOf, isCurrencyChange } from './bet-errors';
import { protectionRefusal } from './bet-protection';
import { replayIfPlaced, replayOf, storedOf } from './bet-replay';
import { betRow, legRows } from './bet-rows';
import { couponAnswer, refusal } from './coupon-answer';
import type { CouponContext } from './coupon-deps';
import { betIdentity, type CouponInput } from './coupon-input';
import { couponPricer } from './coupon-pricer';
import { checkOddsPolicy } from './odds-policy';
import { hasBannedCombination, type PricedCoupon } from './pricing';
import { findPromo, type PromoBoost, withPromoBoost } from './promo';

type Answer = MakeBetAnswer;

/** How one pass ended, as placeCoupon reads it. */
export type AdvanceAttempt = { done: Answer } | { refused: Answer } | { currencyChanged: true };

const refused = (answer: Answer): AdvanceAttempt => ({ refused: answer });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ADVANCE_EXCEEDED = 'FL421';

/**
 * The answer to an advance bet where the brand's `coupon.isAdvanceBetEnabled` is off: refused before
 * anything is priced or staked. A betGuid that already placed an advance bet (while they were on)
 * still gets that bet's answer. Undefined when the coupon is not an advance bet or advances are on.
 */
export async function refuseAdvanceWhenOff(
  ctx: CouponContext,
  settings: Pick<SiteSettings, 'coupon'>,
  userId: number,
  input: CouponInput,
): Promise<Answer | undefined> {
  if (!input.avanceBet || settings.coupon.isAdvanceBetEnabled) return undefined;
  const replay = input.betGuid
    ? await replayIfPlaced(ctx.database, userId, input.betGuid, requestHashOf(betIdentity(input)))
    : undefined;
  return replay ?? refusal('Advance bets are not offered', CouponErrorCode.unsupportedOption);
}

/** Places one coupon as an advance bet of `userId` (one pass; placeCoupon retries a currency change). */
export async function placeAdvanceCoupon(
  ctx: CouponContext,
  input: CouponInput,
  opts: { userId: number; sessionId?: string | undefined; isAutoBet?: boolean },
  guid: string,
  hash: string,
): Promise<AdvanceAttempt> {
  if (opts.isAutoBet === true || input.isAutoBet) {
    return refused(refusal('An advance bet cannot be an auto bet', CouponErrorCode.invalidCoupon));
  }
  const { price, currencyId } = await couponPricer(ctx, input, opts.userId);
  const window = { now: ctx.clock.now(), windowMs: ctx.settings.advanceWindowMs, share: ctx.settings.advanceShare };
  const first = price();
  if (!first.ok) return refused(refusal(first.error, first.errorCode ?? CouponErrorCode.invalidCoupon));
  const unfit = advanceChecks(first.priced, window.now, window.windowMs);
  if (unfit) return refused(unfit);
  const stake = first.priced.stake ?? 0;
  const { totals } = first.priced;
  if (stake < totals.minStake || stake > totals.maxStake) {
    return refused(
      refusal('The stake is outside the limits', CouponErrorCode.stakeOutOfLimits, {
        MinBet: fromMinor(minor(totals.minStake), first.priced.digits),
        MaxBet: fromMinor(minor(totals.maxStake), first.priced.digits),
      }),
    );
  }
  // The house's advance is still the player's stake: player protection decides as for any bet.
  const protection = await protectionRefusal(ctx, opts, stake, currencyId);
  if (protection) return refused(protection);
  let promo: PromoBoost | null = null;
  if (input.promo !== '') {
    promo = (await findPromo(ctx.database, input.promo, ctx.now())) ?? null;
    if (!promo) return refused(refusal(`Unknown promo code ${input.promo}`, CouponErrorCode.unknownPromo));
  }
  // Read without the lock, for a clear answer; place_advance_bet decides under it.
  const figures = await advanceFigures(ctx.database, opts.userId, currencyId, window);
  if (stake > figures.available) return refused(advanceRefusal(figures.available, first.priced.digits));

  const hasLive = first.priced.events.some((e) => e.kind === 'live');
  if (hasLive && ctx.settings.liveDelayMs > 0) {
    const replay = await replayIfPlaced(ctx.database, opts.userId, guid, hash);
    if (replay) return { done: replay };
    await sleep(ctx.settings.liveDelayMs);
  }
  const second = hasLive ? price() : first;
  if (!second.ok) return refused(refusal(second.error, second.errorCode ?? CouponErrorCode.invalidCoupon));
  const priced = second.priced;
  const policy = checkOddsPolicy(priced.events, input.checkCf);
  if (!policy.accepted) {
    return refused(
      refusal('The odds or lines have changed', CouponErrorCode.oddsChanged, {
        lvC: policy.oddsChanged,
        lnC: policy.lineChanged,
        FailInfo: policy.failInfo,
        Coupon: couponAnswer(priced),
      }),
    );
  }
  const late = advanceChecks(priced, ctx.clock.now(), window.windowMs);
  if (late) return refused(late);
  if (stake > priced.totals.maxStake) {
    return refused(
      refusal('The maximum stake has changed', CouponErrorCode.stakeOutOfLimits, { Coupon: couponAnswer(priced) }),
    );
  }

  const bet = betRow(priced, {
    potentialReturn: withPromoBoost(stake, priced.totals.potentialReturn ?? 0, promo?.percent ?? null),
    antiExpressMargin: ctx.settings.antiExpressMargin,
    promo,
    autoBetCf: null,
  });
  const waitTime = hasLive ? ctx.settings.liveDelayMs : 0;
  const answer = { Coupon: couponAnswer(priced), lvC: false, lnC: false, waitTime, FailInfo: null, AvanceBet: true };
  let rows: Record<string, unknown>[];
  try {
    rows = await ctx.database.query(
      `select r_bet_id, r_replayed, r_balance, r_currency, r_answer, r_created_at
       from place_advance_bet($1, $2, $3, $4, to_timestamp($5 / 1000.0), $6, $7, $8, $9, $10)`,
      [
        opts.userId,
        guid,
        hash,
        stake,
        window.now + window.windowMs,
        window.share,
        JSON.stringify({ ...bet, currency_id: currencyId }),
        JSON.stringify(legRows(priced)),
        JSON.stringify(answer),
        ctx.now(),
      ],
    );
  } catch (err) {
    if (isCurrencyChange(err)) return { currencyChanged: true };
    if ((err as { code?: unknown }).code === ADVANCE_EXCEEDED) {
      return { done: advanceRefusal(Number((err as { detail?: unknown }).detail ?? 0), priced.digits) };
    }
    const answerOf = betRefusalOf(err);
    if (answerOf) return { done: answerOf };
    throw err;
  }
  const row = rows[0];
  if (!row) throw new Error('place_advance_bet returned no row');
  const stored = storedOf(row, hash);
  if (!row.r_replayed) {
    await publishToUser(ctx.pubsub, opts.userId, [{ t: 'bet', betId: stored.id, status: 'open', payout: 0 }]);
  }
  return { done: replayOf(stored, hash) };
}

/** What makes a priced coupon unfit for an advance bet, as a refusal (undefined when it is fit). */
function advanceChecks(priced: PricedCoupon, now: number, windowMs: number): Answer | undefined {
  if (priced.stake === null) return refusal('The stake (summ) is required', CouponErrorCode.invalidCoupon);
  if (hasBannedCombination(priced)) {
    return refusal('Two selections of the same game cannot be combined', CouponErrorCode.invalidCoupon, {
      Coupon: couponAnswer(priced),
    });
  }
  if (priced.events.some((e) => e.finish || e.block)) {
    return refusal('An event of the coupon does not accept bets', CouponErrorCode.eventBlocked, {
      lvC: false,
      lnC: priced.events.some((e) => e.lineChanged),
      FailInfo: checkOddsPolicy(priced.events, 2).failInfo,
      Coupon: couponAnswer(priced),
    });
  }
  if (!priced.events.every((e) => isAdvanceEligible(e.game, now, windowMs))) {
    const hours = Math.round(windowMs / 3_600_000);
    return refusal(
      `An advance bet is only for live events or events starting within ${hours} hours`,
      CouponErrorCode.invalidCoupon,
    );
  }
  return undefined;
}

/** The refusal of a stake above the advance available, with that amount to re-offer. */
function advanceRefusal(available: number, digits: number) {
  return refusal('The stake is above the advance available', CouponErrorCode.insufficientFunds, {
    Avance: { Summ: fromMinor(minor(available), digits), Available: available > 0 },
  });
}
