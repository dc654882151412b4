// Placing bets (MakeBetWeb, MakeBetBidWeb, MakeBetWebMulti). Every answer is read with its shared wire
// schema (packages/shared/src/wire/bets.ts): a bet is money, so an answer the client cannot read is
// treated as no answer, which a re-send with the same betGuid answers again without placing twice.
import type { FailInfo, MakeBetAnswer, PlacedBet, VipBetRequested } from '@fairline/shared/wire/bets';
import { isCouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import type { BetRequest } from '@fairline/shared/wire/coupon-request';
import type { ApiError } from '../../lib/api';
import { http } from '../../lib/http';

/** Whether the client has its own words for a refusal code (else it shows the generic ones). */
export const isKnownRefusal = (code: number) => isCouponErrorCode(code);

/** The message key of a refused bet: the code's own words, or the generic ones. */
export const refusalKey = (code: number) =>
  isKnownRefusal(code) ? `money.place.error.${code}` : 'money.place.error.generic';

export type PlaceOutcome =
  /** Placed, or (`VipBet`) sent to the operator as a VIP bet request that holds the stake. */
  | { kind: 'placed'; bet: PlacedBet | VipBetRequested }
  | { kind: 'refused'; code: number; message: string; failInfo: FailInfo[]; maxBet?: number }
  | { kind: 'login' }
  /** No readable answer (network, timeout, 5xx): the same attempt may be sent again with its betGuid. */
  | { kind: 'unanswered'; message: string };

const UNREADABLE: PlaceOutcome = { kind: 'unanswered', message: 'Unreadable answer' };

type Schemas = typeof import('./place-bet-schemas');
const loadSchemas = () => import('./place-bet-schemas');

/**
 * Sends a call while its answer's schemas load; without the schemas (their chunk did not load) the
 * answer is unreadable, and a re-send with the same betGuid answers the first result.
 */
async function withSchemas<R>(
  send: Promise<R>,
  read: (schemas: Schemas, result: R) => PlaceOutcome | PlaceOutcome[],
): Promise<PlaceOutcome | PlaceOutcome[]> {
  const schemas = loadSchemas().catch(() => undefined);
  const result = await send;
  const loaded = await schemas;
  return loaded ? read(loaded, result) : UNREADABLE;
}

/** What one bet's answer says: accepted, or refused with a code (and new odds or a maximum). */
function outcomeOf(answer: MakeBetAnswer): PlaceOutcome {
  if (answer.Success) return { kind: 'placed', bet: answer.Value };
  return {
    kind: 'refused',
    code: answer.ErrorCode,
    message: answer.Error,
    failInfo: answer.Value?.FailInfo ?? [],
    ...(answer.Value?.MaxBet === undefined ? {} : { maxBet: answer.Value.MaxBet }),
  };
}

/** What an answered call says, or undefined when it is not an answer the client can read. */
function answerOf({ makeBetAnswer, serviceError }: Schemas, body: unknown): PlaceOutcome | undefined {
  const answer = makeBetAnswer.safeParse(body);
  if (answer.success) return outcomeOf(answer.data);
  // Refused before it ran (a bad request, an unknown partner): the kind's code and the server's words.
  const refused = serviceError.safeParse(body);
  if (!refused.success) return undefined;
  return { kind: 'refused', code: refused.data.ErrorCode, message: refused.data.Error, failInfo: [] };
}

/** A failed call: a refusal, a login to ask for, or no answer (a re-send with the same guids is safe). */
function failureOf(schemas: Schemas, error: ApiError): PlaceOutcome {
  if (error.statusCode === 401) return { kind: 'login' };
  const answer = answerOf(schemas, error.data);
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
  const send = http.request<unknown>({
    url: `/service-api/LiveBet/Secure/${call}`,
    method: 'POST',
    xAuth: true,
    params: { ...request, betGuid, Lng: lang },
  });
  return withSchemas(send, (schemas, result) =>
    result.error ? failureOf(schemas, result.error) : (answerOf(schemas, result.data) ?? UNREADABLE),
  ) as Promise<PlaceOutcome>;
}

/**
 * Places several singles in one call (MakeBetWebMulti: one coupon each, each with its own betGuid);
 * each gets its own answer, in order. A call that failed as a whole answers that failure once.
 */
export async function makeBets(
  bets: readonly { request: BetRequest; betGuid: string }[],
  lang: string,
): Promise<PlaceOutcome[] | PlaceOutcome> {
  const send = http.request<unknown>({
    url: '/service-api/LiveBet/Secure/MakeBetWebMulti',
    method: 'POST',
    xAuth: true,
    params: { coupons: bets.map(({ request, betGuid }) => ({ ...request, betGuid, Lng: lang })), Lng: lang },
  });
  return withSchemas(send, (schemas, result) => {
    if (result.error) return failureOf(schemas, result.error);
    const answer = schemas.makeBetMultiAnswer.safeParse(result.data);
    if (!answer.success || !answer.data.Success || !Array.isArray(answer.data.Value)) return UNREADABLE;
    if (answer.data.Value.length !== bets.length) return { kind: 'unanswered', message: 'Incomplete answer' };
    return answer.data.Value.map(outcomeOf);
  });
}
