// The coupon request in one shape: the body (packages/shared/src/wire/coupon-request.ts) accepts the
// wire casing and the spec's lower-case vocabulary; normaliseCoupon reads either.
import type { CouponEventRequest, CouponRequest } from '@fairline/shared/wire/coupon-request';

/** One selection of a coupon. */
export interface CouponEvent {
  gameId: number;
  type: number;
  /** The market group; optional on the wire, found from the type when absent. */
  group: number | undefined;
  /** The odds the player saw (0 when not sent). */
  coef: number;
  param: number | undefined;
  playerId: number;
  /** 1 live, 3 line, as the client sent it (the server decides from the game). */
  kind: number;
}

export type CheckCf = 0 | 1 | 2;

/** A coupon in one shape, whatever casing it came in. */
export interface CouponInput {
  events: CouponEvent[];
  /** Stake in major units (decimal), undefined when not given. */
  summ: number | undefined;
  vid: number;
  /** k of a system or multi. */
  expressNum: number | undefined;
  checkCf: CheckCf;
  partner: number;
  lng: string;
  promo: string;
  isExpressBoost: boolean;
  calcSystemsMin: boolean;
  withLobby: boolean;
  eventsIndexes: number[];
  currency: number | undefined;
  saleBetId: number | undefined;
  betGuid: string | undefined;
  isAutoBet: boolean;
  autoBetCf: number | undefined;
  antiExpressCoef: number | undefined;
  /**
   * The spec's bonusId / userIdBonus: part of the request's identity only. It no longer picks the stake's
   * source: the staking order does (cash first, the shortfall from bonus money; ADR 0063).
   */
  useBonus: boolean;
  /** The spec's bonusId: the player's free bet that stakes this coupon (ADR 0071); undefined: none. */
  freeBetId: number | undefined;
  avanceBet: boolean;
  /** A live bet still in its delay is refused when the score of one of its games changes meanwhile. */
  dropOnScoreChange: boolean;
  /** A pre-match selection whose game has kicked off is taken at the live price instead of refused. */
  transformEventKind: boolean;
  /** Options sent that this book does not offer (named in the refusal): see refusedOptionsOf. */
  refusedOptions: (keyof typeof REFUSED_OPTIONS)[];
}

function eventOf(e: CouponEventRequest): CouponEvent {
  return {
    gameId: e.GameId ?? e.gameId ?? 0,
    type: e.Type ?? e.type ?? 0,
    group: e.Group ?? e.group,
    coef: e.Coef ?? e.coef ?? 0,
    param: e.Param ?? e.param,
    playerId: e.PlayerId ?? e.playerId ?? 0,
    kind: e.Kind ?? e.kind ?? 3,
  };
}

const checkCfOf = (value: number | undefined): CheckCf => (value === 1 || value === 2 ? value : 0);

/** Normalises a coupon body of either casing. */
export function normaliseCoupon(body: CouponRequest): CouponInput {
  return {
    events: (body.Events ?? body.couponEvents ?? body.events ?? []).map(eventOf),
    summ: body.Summ ?? body.summ,
    vid: body.Vid ?? body.vid ?? 0,
    expressNum: body.ExpressNum ?? body.expressNum,
    checkCf: checkCfOf(body.CheckCf ?? body.checkCf),
    partner: body.partner ?? 1,
    lng: body.Lng ?? body.lng ?? 'ru',
    promo: (body.promo ?? '').trim(),
    isExpressBoost: body.isExpressBoost ?? false,
    calcSystemsMin: body.calcSystemsMin ?? false,
    withLobby: body.withLobby ?? false,
    eventsIndexes: body.eventsIndexes ?? [],
    currency: body.currency ?? body.currencyId,
    saleBetId: body.saleBetId,
    betGuid: body.betGuid,
    isAutoBet: body.isAutoBet ?? false,
    autoBetCf: body.autoBetCf,
    antiExpressCoef: body.antiExpressCoef,
    useBonus: (body.userIdBonus ?? 0) > 0 || (body.bonusId ?? 0) > 0,
    freeBetId: (body.bonusId ?? 0) > 0 ? body.bonusId : undefined,
    avanceBet: body.avanceBet ?? false,
    dropOnScoreChange: body.dropOnScoreChange ?? false,
    transformEventKind: body.transformEventKind ?? false,
    refusedOptions: refusedOptionsOf(body),
  };
}

/**
 * Options of the spec's vocabulary that this book does not offer (docs/decisions/0015): accepted at
 * their default (false, empty, 0) as clients of the family send them, refused when set, so that no
 * option is ever silently dropped.
 */
export const REFUSED_OPTIONS = {
  isPowerBet: 'isPowerBet is not offered: send the bet without it',
  notWait: 'notWait is not supported: a live bet is answered once its live delay has passed (waitTime in the answer)',
  approvedBet:
    'approvedBet is not supported: a stake above the maximum becomes a VIP bet request by itself where the brand allows it',
  couponCode: 'couponCode is not supported: load a saved coupon with GetCoupon and place its selections',
  VIPBetSumm:
    'VIPBetSumm is not supported: send the whole stake as summ; above the maximum it becomes a VIP bet request where the brand allows it',
  groupsSumms: 'groupsSumms is not supported: place one coupon per stake (the coupons of MakeBetWebMulti)',
} as const;

type RefusedOption = keyof typeof REFUSED_OPTIONS;

function refusedOptionsOf(body: CouponRequest): RefusedOption[] {
  const set: Record<RefusedOption, boolean> = {
    isPowerBet: (body.IsPowerBet ?? body.isPowerBet) === true,
    notWait: body.notWait === true,
    approvedBet: body.approvedBet === true,
    couponCode: (body.couponCode ?? '').trim() !== '',
    VIPBetSumm: (body.VIPBetSumm ?? 0) !== 0,
    groupsSumms: (body.groupsSumms ?? []).length > 0,
  };
  return (Object.keys(set) as RefusedOption[]).filter((name) => set[name]);
}

/** What makes two placements "the same bet" for betGuid idempotency: the selections, stake and type. */
export function betIdentity(input: CouponInput): unknown {
  return {
    events: input.events.map((e) => [e.gameId, e.type, e.group ?? null, e.param ?? null, e.playerId, e.coef]),
    summ: input.summ ?? null,
    vid: input.vid,
    k: input.expressNum ?? null,
    checkCf: input.checkCf,
    promo: input.promo,
    boost: input.isExpressBoost,
    lobby: input.withLobby ? input.eventsIndexes : null,
    bonus: input.useBonus,
    ...(input.freeBetId === undefined ? {} : { freeBet: input.freeBetId }),
    auto: input.isAutoBet ? (input.autoBetCf ?? null) : null,
    // Only when set, so the hashes of bets placed before these options existed stay the same.
    ...(input.avanceBet ? { advance: true } : {}),
    ...(input.dropOnScoreChange ? { dropOnScoreChange: true } : {}),
    ...(input.transformEventKind ? { transformEventKind: true } : {}),
  };
}
