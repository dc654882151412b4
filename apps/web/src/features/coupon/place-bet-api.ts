import type { VipBetAnswer } from '@fairline/shared/wire/vip-bets';
import type { ApiError, ServiceEnvelope } from '../../lib/api';
import { http } from '../../lib/http';
import type { BetRequest } from './coupon-request';

/** Business error codes of the bet calls (the server's CouponErrorCode). */
export const BetErrorCode = {
  invalidCoupon: 100,
  oddsChanged: 101,
  eventBlocked: 102,
  stakeOutOfLimits: 103,
  insufficientFunds: 104,
  bettingBlocked: 105,
  idempotencyConflict: 106,
  unknownPromo: 107,
  cashOutRefused: 109,
  notFound: 110,
  invalidAmount: 111,
  unsupportedOption: 112,
  scoreChanged: 113,
} as const;

const KNOWN_REFUSALS: ReadonlySet<number> = new Set(Object.values(BetErrorCode));

/** Whether the client has its own words for a refusal code (else it shows the generic ones). */
export const isKnownRefusal = (code: number) => KNOWN_REFUSALS.has(code);

/** The message key of a refused bet: the code's own words, or the generic ones. */
export const refusalKey = (code: number) =>
  isKnownRefusal(code) ? `money.place.error.${code}` : 'money.place.error.generic';

/** A selection the server would not take at the sent odds: `Coef` is what it offers now (0: none). */
export interface FailInfo {
  GameId: number;
  Type: number;
  Param: number;
  Coef: number;
  CoefOld: number;
  Block: boolean;
  Finish: boolean;
}

interface CouponEventAnswer {
  GameId: number;
  Type: number;
  Param: number;
  Coef: number;
}

/** The `Value` of an accepted MakeBetWeb. */
export interface PlacedBet {
  Id: number;
  /** Unix seconds. */
  Dt: number;
  Balance: number;
  waitTime?: number;
  Coupon?: { Events?: CouponEventAnswer[]; Summ?: number; PotentialReturn?: number; Coef?: number };
  /** The stake went to the operator as a VIP bet request instead (it is held until they decide). */
  VipBet?: VipBetAnswer;
}

export type PlaceOutcome =
  | { kind: 'placed'; bet: PlacedBet }
  | { kind: 'refused'; code: number; message: string; failInfo: FailInfo[]; maxBet?: number }
  | { kind: 'login' }
  /** No answer (network, timeout, 5xx): the same attempt may be sent again with its betGuid. */
  | { kind: 'unanswered'; message: string };

interface RefusalValue {
  FailInfo?: FailInfo[] | null;
  MaxBet?: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** What one answered bet call says: accepted, or refused with a code (and new odds or a maximum). */
function answerOf(body: unknown): PlaceOutcome | undefined {
  if (!isRecord(body) || typeof body.Success !== 'boolean') return undefined;
  if (body.Success) return { kind: 'placed', bet: body.Value as PlacedBet };
  if (typeof body.ErrorCode !== 'number') return undefined;
  const value = (isRecord(body.Value) ? body.Value : {}) as RefusalValue;
  return {
    kind: 'refused',
    code: body.ErrorCode,
    message: typeof body.Error === 'string' ? body.Error : '',
    failInfo: value.FailInfo ?? [],
    ...(typeof value.MaxBet === 'number' ? { maxBet: value.MaxBet } : {}),
  };
}

/** A failed call: a refusal, a login to ask for, or no answer (a re-send with the same guids is safe). */
function failureOf(error: ApiError): PlaceOutcome {
  if (error.statusCode === 401) return { kind: 'login' };
  const answer = answerOf(error.data);
  if (answer?.kind === 'refused') return answer;
  // Any other client error is an answer too (nothing was placed); only silence or a 5xx may be retried.
  const status = error.statusCode;
  if (status >= 400 && status < 500 && status !== 499) {
    return { kind: 'refused', code: 0, message: error.message, failInfo: [] };
  }
  return { kind: 'unanswered', message: error.message };
}

/**
 * Places the coupon once; `betGuid` makes a repeat of the same attempt answer the first result. A
 * request with `autoBetCf` orders an auto bet instead (MakeBetBidWeb: the stake is reserved now).
 */
export async function makeBet(request: BetRequest, betGuid: string, lang: string): Promise<PlaceOutcome> {
  const call = request.autoBetCf === undefined ? 'MakeBetWeb' : 'MakeBetBidWeb';
  const result = await http.request<ServiceEnvelope<PlacedBet>>({
    url: `/service-api/LiveBet/Secure/${call}`,
    method: 'POST',
    xAuth: true,
    params: { ...request, betGuid, Lng: lang },
  });
  return result.error ? failureOf(result.error) : { kind: 'placed', bet: result.data.Value };
}

/**
 * Places several singles in one call (MakeBetWebMulti: one coupon each, each with its own betGuid);
 * each gets its own answer, in order. A call that failed as a whole answers that failure once.
 */
export async function makeBets(
  bets: readonly { request: BetRequest; betGuid: string }[],
  lang: string,
): Promise<PlaceOutcome[] | PlaceOutcome> {
  const result = await http.request<ServiceEnvelope<unknown[]>>({
    url: '/service-api/LiveBet/Secure/MakeBetWebMulti',
    method: 'POST',
    xAuth: true,
    params: { coupons: bets.map(({ request, betGuid }) => ({ ...request, betGuid, Lng: lang })), Lng: lang },
  });
  if (result.error) return failureOf(result.error);
  const answers = Array.isArray(result.data.Value) ? result.data.Value.map(answerOf) : [];
  if (answers.length !== bets.length) return { kind: 'unanswered', message: 'Incomplete answer' };
  return answers.map((answer) => answer ?? { kind: 'refused', code: 0, message: '', failInfo: [] });
}
