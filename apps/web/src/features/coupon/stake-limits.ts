// The stake limits of the coupon as the server prices it (Open/UpdateCouponMulti: risk limits per
// market, sport and player, in the player's currency), shown beside the stake before placing.
import { CouponVid } from '@fairline/shared/coupon/coupon-types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answerOf, fetchParsedOrNone } from '../../lib/api';
import { http } from '../../lib/http';
import type { BetRequest } from './coupon-request';

/** Decimal amounts in the coupon's currency. */
export interface StakeLimits {
  min: number;
  max: number;
  /** An anti-express's odds as the server offers them (its margin is the server's). */
  antiOdds?: number;
}

/**
 * One coupon per bet the request makes (each selection of singles is its own bet): a stake fits when
 * it fits every one of them, so the limits are the highest minimum and the lowest maximum. Null when
 * the server cannot price one (a finished game, an unknown market): placing will say why.
 */
export async function fetchStakeLimits(
  request: BetRequest,
  currencyId: number | undefined,
): Promise<StakeLimits | null> {
  const coupons =
    request.Vid === CouponVid.Single ? request.Events.map((event) => ({ ...request, Events: [event] })) : [request];
  // A failed call, schemas that did not load or an answer that does not match: no limits (null).
  const answer = await fetchParsedOrNone(
    () => import('./coupon-schemas'),
    (s) => s.updateCouponMultiAnswer,
    () =>
      http
        .request<unknown>({
          url: '/service-api/LiveBet/Open/UpdateCouponMulti',
          method: 'POST',
          params: { coupons: coupons.map((c) => ({ ...c, Summ: 0, ...(currencyId ? { currency: currencyId } : {}) })) },
        })
        .then(answerOf),
  );
  if (!answer?.Success || !Array.isArray(answer.Value)) return null;
  const priced = answer.Value.flatMap((coupon) => (coupon.Success ? [coupon.Value] : []));
  if (priced.length !== answer.Value.length) return null;
  const anti = request.Vid === CouponVid.AntiExpress ? (priced[0]?.AntiExpressCoef ?? 0) : 0;
  return {
    min: Math.max(...priced.map((value) => value.MinBet)),
    max: Math.min(...priced.map((value) => value.MaxBet)),
    ...(anti > 1 ? { antiOdds: anti } : {}),
  };
}

/** The limits for the selections as they stand (refreshed when they change, or after 30 s). */
export function useStakeLimits(request: BetRequest | null, currencyId: number | undefined, playerId: number | null) {
  const events = request?.Events.map((e) => `${e.GameId}|${e.Type}|${e.Param}|${e.Kind}`) ?? [];
  return useQuery({
    queryKey: ['coupon-stake-limits', playerId, currencyId, request?.Vid, request?.expressNum, events],
    queryFn: () => (request ? fetchStakeLimits(request, currencyId) : null),
    enabled: request !== null && events.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  }).data;
}

/** Where a stake stands against the limits: null when it fits, is empty, or the limits are unknown. */
export type StakeIssue = 'belowMin' | 'aboveMax' | null;

/** Judges a stake against the limits. */
export function stakeIssue(stake: number, limits: StakeLimits | null | undefined): StakeIssue {
  if (!limits || !(stake > 0)) return null;
  if (stake < limits.min) return 'belowMin';
  if (stake > limits.max) return 'aboveMax';
  return null;
}
