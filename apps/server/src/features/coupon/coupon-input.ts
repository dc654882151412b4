// The coupon request as sent: the wire casing of wire-format.md (`Events`, `Summ`, `Vid`, …) and
// the spec's lower-case vocabulary (`couponEvents`, `summ`, `vid`, …) are both accepted and
// normalised to one shape. Unknown keys are dropped.
import { z } from 'zod';

const number = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number().finite().min(-1e12).max(1e12),
);
const int = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number()
    .int()
    .min(-(2 ** 53))
    .max(2 ** 53),
);
const flag = z.preprocess((v) => (v === 'true' || v === 1 ? true : v === 'false' || v === 0 ? false : v), z.boolean());
const text = (max: number) => z.string().max(max);
const STAKE =
  'Stake, a decimal of the account currency with at most its decimals: more are refused (ErrorCode 111), never rounded';
const NOT_OFFERED =
  'Not offered by this book: accepted at its default (false, empty, 0), refused when set (ErrorCode 112)';

const eventSchema = z.object({
  GameId: int.optional(),
  gameId: int.optional(),
  Type: int.optional(),
  type: int.optional(),
  Coef: number.optional(),
  coef: number.optional(),
  Param: number.optional(),
  param: number.optional(),
  PlayerId: int.optional(),
  playerId: int.optional(),
  Kind: int.optional(),
  kind: int.optional(),
  Group: int.optional(),
  group: int.optional(),
  Expired: int.optional(),
  expired: int.optional(),
});

const couponFields = {
  UserId: int.optional(),
  Events: z.array(eventSchema).max(200).optional(),
  couponEvents: z.array(eventSchema).max(200).optional(),
  events: z.array(eventSchema).max(200).optional(),
  Summ: number.optional().describe(STAKE),
  summ: number.optional().describe(STAKE),
  Vid: int.optional(),
  vid: int.optional(),
  CheckCf: int.optional(),
  checkCf: int.optional(),
  ExpressNum: int.optional(),
  expressNum: int.optional(),
  partner: int.optional(),
  Lng: text(10).optional(),
  lng: text(10).optional(),
  live: flag.optional(),
  notWait: flag.optional().describe(NOT_OFFERED),
  promo: text(64).optional(),
  IsPowerBet: flag.optional().describe(NOT_OFFERED),
  isPowerBet: flag.optional().describe(NOT_OFFERED),
  isAutoBet: flag.optional(),
  autoBetCf: number.optional(),
  autoBetCfView: text(32).optional(),
  OneClickBet: flag.optional(),
  oneClickBet: flag.optional(),
  isExpressBoost: flag.optional(),
  calcSystemsMin: flag.optional(),
  isNeedUpdatePromoCode: flag.optional(),
  currency: int.optional(),
  currencyId: int.optional(),
  saleBetId: int.optional(),
  withLobby: flag.optional(),
  eventsIndexes: z.array(int).max(50).optional(),
  groupsSumms: z.array(number).max(50).optional().describe(NOT_OFFERED),
  betGuid: text(64).optional(),
  approvedBet: flag.optional().describe(NOT_OFFERED),
  avanceBet: flag.optional(),
  dropOnScoreChange: flag
    .optional()
    .describe('A live bet is refused (ErrorCode 113) if the score of one of its games changes during its live delay'),
  transformEventKind: flag
    .optional()
    .describe(
      'A pre-match selection whose game has kicked off is taken at its live odds (checkCf judges the change, the live delay applies) instead of refused',
    ),
  VIPBetSumm: number.optional().describe(NOT_OFFERED),
  couponCode: text(32).optional().describe(NOT_OFFERED),
  antiExpressCoef: number.optional(),
  userIdBonus: int.optional(),
  bonusId: int.optional(),
};

/** The body of UpdateCoupon, SaveCoupon and the MakeBet calls, in either casing. */
export const couponBodySchema = z.object(couponFields);
export type CouponBody = z.infer<typeof couponBodySchema>;

/** The Multi calls take several coupons (`coupons`), or one coupon as the single calls do. */
export const multiCouponBodySchema = z.object({
  ...couponFields,
  coupons: z.array(couponBodySchema).max(20).optional(),
});
export type MultiCouponBody = z.infer<typeof multiCouponBodySchema>;

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
  useBonus: boolean;
  avanceBet: boolean;
  /** A live bet still in its delay is refused when the score of one of its games changes meanwhile. */
  dropOnScoreChange: boolean;
  /** A pre-match selection whose game has kicked off is taken at the live price instead of refused. */
  transformEventKind: boolean;
  /** Options sent that this book does not offer (named in the refusal): see refusedOptionsOf. */
  refusedOptions: (keyof typeof REFUSED_OPTIONS)[];
}

function eventOf(e: z.infer<typeof eventSchema>): CouponEvent {
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
export function normaliseCoupon(body: CouponBody): CouponInput {
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

function refusedOptionsOf(body: CouponBody): RefusedOption[] {
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
    auto: input.isAutoBet ? (input.autoBetCf ?? null) : null,
    // Only when set, so the hashes of bets placed before these options existed stay the same.
    ...(input.avanceBet ? { advance: true } : {}),
    ...(input.dropOnScoreChange ? { dropOnScoreChange: true } : {}),
    ...(input.transformEventKind ? { transformEventKind: true } : {}),
  };
}
