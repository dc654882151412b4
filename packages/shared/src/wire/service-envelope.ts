// The envelope of every service-api answer (wire-format.md "Envelope"): a business refusal is HTTP 200
// with `Success: false`, a readable `Error`, a numeric `ErrorCode` and, where it helps, a `Value` to
// re-offer; transport errors (400, 401, 406, 5xx) answer the same envelope with `Value: null`.
import { z } from 'zod';

/**
 * The answer schema of a service-api call: the accepted envelope with `value`, or a refusal whose
 * `ErrorCode` is one of `codes` and whose `Value` is `refused` (null when the refusal carries nothing).
 */
export function serviceAnswer<V extends z.ZodType, C extends z.ZodType<number>, R extends z.ZodType>(
  value: V,
  codes: C,
  refused: R,
) {
  return z.discriminatedUnion('Success', [
    z.object({
      Success: z.literal(true),
      Error: z.literal(''),
      ErrorCode: z.literal(0),
      Guid: z.string().describe('A saved coupon’s code or a bet’s betGuid, else empty'),
      Id: z.number().int().describe('The bet id of a placed bet, else 0'),
      Value: value,
    }),
    z.object({
      Success: z.literal(false),
      Error: z.string().describe('Why, in English'),
      ErrorCode: codes,
      Guid: z.literal(''),
      Id: z.literal(0),
      Value: refused,
    }),
  ]);
}

/**
 * A service-api call refused before it ran (a 400, 401, 406, 413 or 5xx status): the envelope with the
 * number of the error kind as `ErrorCode` and nothing to re-offer.
 */
export const serviceError = z.object({
  Success: z.literal(false),
  Error: z.string(),
  ErrorCode: z.number().int(),
  Guid: z.literal(''),
  Id: z.literal(0),
  Value: z.null(),
});
export type ServiceError = z.infer<typeof serviceError>;
