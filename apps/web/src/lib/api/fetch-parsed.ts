// Answers parsed with schemas loaded with the call (ADR 0026, "Schemas loaded with the call"). An
// answer's zod schema lives in a chunk of its own (built with the page it would cost the first screen's
// main thread), so the schema module is asked for before the request goes out, downloads while the
// request is in flight, and is awaited only once the answer is there. For read-only calls: a bet's
// placement and a cash-out have rules of their own about money (features/coupon, features/bet-history).
import type { ApiResult } from './client';

/** What a strict call needs of a schema: zod's `parse`, which throws on a mismatch. */
export interface AnswerParser<T> {
  parse(answer: unknown): T;
}

/** What a lenient call needs of a schema: zod's `safeParse`, whose `data` is absent on a mismatch. */
export interface AnswerSafeParser<T> {
  safeParse(answer: unknown): { data?: T };
}

/** A request that failed without throwing (`http.request`'s result with an error): nothing to parse. */
export const NO_ANSWER: unique symbol = Symbol('no answer');

/** `http.request`'s result as an answer for `fetchParsedOrNone`: its data, or `NO_ANSWER` when it failed. */
export function answerOf(result: ApiResult<unknown>): unknown {
  return result.error ? NO_ANSWER : result.data;
}

/**
 * A call whose every failure is an error (a query shows it): a failed request throws its own error,
 * schemas that did not load throw the import's error, and an answer that does not match throws the
 * schema's. When both the request and the import fail, the request's error is the one thrown and the
 * import's rejection is not left unhandled.
 */
export async function fetchParsed<M, T>(
  loadSchemas: () => Promise<M>,
  pick: (schemas: M) => AnswerParser<T>,
  request: () => Promise<unknown>,
): Promise<T> {
  const schemas = loadSchemas();
  // Handled below once the request has answered; until then (or if the request throws) not "unhandled".
  schemas.catch(() => undefined);
  const answer = await request();
  return pick(await schemas).parse(answer);
}

/**
 * A call whose unreadable answer means "none" (`undefined`; the caller has a neutral value: no limits,
 * no advance, no saved coupon): schemas that did not load, an answer that does not match, and
 * `NO_ANSWER` (a failed `http.request`, through `answerOf`) all give `undefined`. A request that throws
 * (`http.requestOrThrow`) still throws: the caller chose that by the client method it calls.
 */
export async function fetchParsedOrNone<M, T>(
  loadSchemas: () => Promise<M>,
  pick: (schemas: M) => AnswerSafeParser<T>,
  request: () => Promise<unknown>,
): Promise<T | undefined> {
  const schemas = loadSchemas().catch(() => undefined);
  const answer = await request();
  if (answer === NO_ANSWER) return undefined;
  const loaded = await schemas;
  return loaded === undefined ? undefined : pick(loaded).safeParse(answer).data;
}
