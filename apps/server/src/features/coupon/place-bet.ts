// Placing a coupon (MakeBetWeb and friends): price, check, wait the live delay, re-check against
// checkCf, then one place_bet statement (session, replay check, blocks, bet, legs and the stake's
// ledger move), prepared once per connection. The session (requireBettor), the active currency and the
// risk limits come from memory (place-cache.ts), so a bet costs one round trip; place_bet checks the
// session again, so a closed session places nothing. The betGuid replay check is place_bet's own, and
// is only asked for separately when this request ends without reaching place_bet (a refusal, a VIP
// request, the live delay). A VIP request (a stake above the maximum, where the brand allows it) holds
// its stake in vip_bet_request instead (vip-bets.ts).

import { randomUUID } from 'node:crypto';
import { fromMinor, minor } from '@fairline/shared/money/minor';
import type { MakeBetAnswer } from '@fairline/shared/wire/bets';
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import { AppError } from '../../errors';
import { publishToUser } from '../../infra/pubsub/publish-to-user';
import { forgetSession } from '../auth/auth.service';
import { requestHashOf } from '../wallet/wallet.service';
import { placeAdvanceCoupon } from './advance-bet';
import type { BetCall } from './bet-batcher';
import { betRefusalOf, isCurrencyChange, isSessionClosed } from './bet-errors';
import { protectionRefusal } from './bet-protection';
import { replayIfPlaced, replayOf, storedOf } from './bet-replay';
import { betRow, legRows } from './bet-rows';
import { placeStake } from './bonus-stake';
import { couponAnswer, refusal } from './coupon-answer';
import type { CouponContext } from './coupon-deps';
import { betIdentity, type CouponInput } from './coupon-input';
import { couponPricer } from './coupon-pricer';
import { freeBetRefusal, placeFreeBet } from './free-bet-stake';
import { checkOddsPolicy } from './odds-policy';
import { forgetCurrency } from './place-cache';
import { hasBannedCombination, type PricedCoupon } from './pricing';
import { findPromo, type PromoBoost, withPromoBoost } from './promo';
import { requestVipBet } from './vip-bets';

/** What placing needs to know beyond the coupon. */
export interface PlaceOptions {
  userId: number;
  /** The stored id of the request's session: place_bet places nothing (401) once it is closed. */
  sessionId?: string;
  /** Whether the brand lets this user send a stake above the maximum as a VIP bet request. */
  vipAllowed: () => Promise<boolean>;
  /** An auto bet (MakeBetBidWeb): reserved now, placed at the first price at or above autoBetCf. */
  isAutoBet?: boolean;
}

type Answer = MakeBetAnswer;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Places one coupon and answers the wire envelope (refusals are Success:false with a Value to re-offer). */
export async function placeCoupon(ctx: CouponContext, input: CouponInput, opts: PlaceOptions): Promise<Answer> {
  const guid = input.betGuid ?? randomUUID();
  const hash = requestHashOf(betIdentity(input));
  let attempt = await tryPlace(ctx, input, opts, guid, hash);
  if ('currencyChanged' in attempt) {
    forgetCurrency(ctx.database, opts.userId);
    attempt = await tryPlace(ctx, input, opts, guid, hash);
  }
  if ('done' in attempt) return attempt.done;
  // Refused before place_bet: a replay of a bet placed earlier still answers that bet.
  const replay = await replayIfPlaced(ctx.database, opts.userId, guid, hash);
  if (replay) return replay;
  if ('refused' in attempt) return attempt.refused;
  return refusal('The account currency changed, please try again', CouponErrorCode.invalidCoupon);
}

/** How one pass ended: with the final answer, refused before place_bet, or priced in a stale currency. */
type Attempt = { done: Answer } | { refused: Answer } | { currencyChanged: true };

const refused = (answer: Answer): Attempt => ({ refused: answer });

async function tryPlace(
  ctx: CouponContext,
  input: CouponInput,
  opts: PlaceOptions,
  guid: string,
  hash: string,
): Promise<Attempt> {
  if (input.avanceBet && input.freeBetId !== undefined) {
    return refused(refusal('A free bet cannot stake an advance bet', CouponErrorCode.freeBetUnusable));
  }
  if (input.avanceBet) return placeAdvanceCoupon(ctx, input, opts, guid, hash);
  const { price, currencyId } = await couponPricer(ctx, input, opts.userId);
  const first = price();
  if (!first.ok) return refused(refusal(first.error, first.errorCode ?? CouponErrorCode.invalidCoupon));
  const isAuto = opts.isAutoBet === true || input.isAutoBet;
  const unfit = firstChecks(first.priced, isAuto);
  if (unfit) return refused(unfit);
  const stake = first.priced.stake ?? 0;

  let promo: PromoBoost | null = null;
  if (input.promo !== '') {
    promo = (await findPromo(ctx.database, input.promo, ctx.now())) ?? null;
    if (!promo) return refused(refusal(`Unknown promo code ${input.promo}`, CouponErrorCode.unknownPromo));
  }
  if (stake < first.priced.totals.minStake) {
    return refused(
      refusal(
        `The stake is below the minimum of ${money(first.priced, first.priced.totals.minStake)}`,
        CouponErrorCode.stakeOutOfLimits,
      ),
    );
  }
  // A free bet's own rules (ADR 0071): its amount is the stake, and the coupon must fit the token.
  const freeBet = input.freeBetId === undefined ? undefined : { id: input.freeBetId, plain: !isAuto && !promo };
  if (freeBet) {
    const q = { freeBetId: freeBet.id, userId: opts.userId, currencyId, now: ctx.now(), plain: freeBet.plain };
    const unusable = await freeBetRefusal(ctx.database, { ...q, priced: first.priced });
    if (unusable) return refused(unusable);
  }
  // Player protection decides before any money moves: blocks, the session limit, a due reality check,
  // the loss and wager limits (bet_may_bet refuses a running block again inside place_bet).
  const protection = await protectionRefusal(ctx, opts, stake, currencyId);
  if (protection) return refused(protection);
  if (stake > first.priced.totals.maxStake) {
    if (!(await opts.vipAllowed())) {
      return refused(
        refusal(
          `The stake is above the maximum of ${money(first.priced, first.priced.totals.maxStake)}`,
          CouponErrorCode.stakeOutOfLimits,
          { MaxBet: fromMinor(first.priced.totals.maxStake, first.priced.digits) },
        ),
      );
    }
    const replay = await replayIfPlaced(ctx.database, opts.userId, guid, hash);
    if (replay) return { done: replay };
    try {
      // A VIP request holds cash only: bonus money is staked by the staking order at placement (ADR 0063).
      const source = 'player_cash';
      const odds = first.priced.events.map((e) => Math.round(e.coef * 1000));
      const request = { userId: opts.userId, guid, hash, source, stake, currencyId, coupon: input, odds } as const;
      return { done: await requestVipBet(ctx, { ...request, sessionId: opts.sessionId ?? null }) };
    } catch (err) {
      return refusedMove(ctx, opts, err);
    }
  }

  const hasLive = first.priced.events.some((e) => e.kind === 'live');
  if (hasLive && !isAuto && ctx.settings.liveDelayMs > 0) {
    // A replay answers at once rather than after the delay.
    const replay = await replayIfPlaced(ctx.database, opts.userId, guid, hash);
    if (replay) return { done: replay };
    await sleep(ctx.settings.liveDelayMs);
  }
  const second = hasLive && !isAuto ? price() : first;
  if (!second.ok) return refused(refusal(second.error, second.errorCode ?? CouponErrorCode.invalidCoupon));
  const priced = second.priced;
  if (freeBet && second !== first) {
    // The live delay may have moved the odds below the free bet's minimum.
    const q = { freeBetId: freeBet.id, userId: opts.userId, currencyId, now: ctx.now(), plain: freeBet.plain, priced };
    const unusable = await freeBetRefusal(ctx.database, q);
    if (unusable) return refused(unusable);
  }

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
      return refused(
        refusal('The odds or lines have changed', CouponErrorCode.oddsChanged, {
          lvC: policy.oddsChanged || antiChanged,
          lnC: policy.lineChanged,
          FailInfo: policy.failInfo,
          Coupon: couponAnswer(priced),
        }),
      );
    }
    if (stake > priced.totals.maxStake) {
      return refused(
        refusal('The maximum stake has changed', CouponErrorCode.stakeOutOfLimits, { Coupon: couponAnswer(priced) }),
      );
    }
  }

  const plain = priced.totals.potentialReturn ?? 0;
  const potential = autoTarget === null ? plain : Math.floor((stake * autoTarget) / 1000);
  const potentialReturn = withPromoBoost(stake, potential, promo?.percent ?? null);
  const bet = betRow(priced, {
    potentialReturn,
    antiExpressMargin: ctx.settings.antiExpressMargin,
    promo,
    autoBetCf: autoTarget,
  });
  const legs = legRows(priced, autoTarget ?? undefined);
  const waitTime = hasLive && !isAuto ? ctx.settings.liveDelayMs : 0;
  // The answer's potential return is what the bet pays if it wins: with a promo boost, or at an auto
  // bet's target odds, that is not the coupon's plain return.
  const coupon = { ...couponAnswer(priced), PotentialReturn: fromMinor(minor(potentialReturn), priced.digits) };
  const answer = { Coupon: coupon, lvC: false, lnC: false, waitTime, FailInfo: null };
  // Cash first; place_bet_with_bonus takes the shortfall from the running sport bonus (ADR 0039, 0063).
  const source = 'player_cash';
  const status = autoTarget === null ? 'open' : 'bid';
  const call: BetCall = {
    userId: opts.userId,
    guid,
    hash,
    source,
    stake,
    status,
    bet: JSON.stringify({ ...bet, currency_id: currencyId }),
    legs: JSON.stringify(legs),
    answer: JSON.stringify(answer),
    now: ctx.now(),
    sessionId: opts.sessionId ?? null,
  };
  let row: Record<string, unknown>;
  try {
    // A promo code is once per player (a unique index): such a bet goes alone.
    row = freeBet
      ? await placeFreeBet(ctx.database, call, freeBet.id)
      : await placeStake(ctx.database, call, promo !== null);
  } catch (err) {
    return refusedMove(ctx, opts, err);
  }
  const stored = storedOf(row, hash, answer);
  if (!row.r_replayed) {
    await publishToUser(ctx.pubsub, opts.userId, [
      { t: 'bet', betId: stored.id, status, payout: 0 },
      { t: 'balance', accountId: 0, balance: stored.balanceAfter ?? 0 },
    ]);
  }
  return { done: replayOf(stored, hash) };
}

/** How a money statement's refusal (place_bet, vip_bet_request) ends the attempt; a real failure is rethrown. */
function refusedMove(ctx: CouponContext, opts: PlaceOptions, err: unknown): Attempt {
  if (isCurrencyChange(err)) return { currencyChanged: true };
  if (isSessionClosed(err)) {
    if (opts.sessionId !== undefined) forgetSession(ctx.database, opts.sessionId);
    throw new AppError('UNAUTHORIZED', 'Authorization required');
  }
  const answerOf = betRefusalOf(err);
  if (answerOf) return { done: answerOf };
  throw err;
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
