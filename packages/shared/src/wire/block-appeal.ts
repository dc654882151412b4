// Wire payloads of the block appeal: a visitor whose access is blocked asks for a review.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../validation/limits';
import { BlockAppealLimits } from './block-appeal-rules';

// Hard caps only: the field rules (checkBlockAppeal) give the keyed messages the form shows, so a
// long message is told "no more than 2000 characters" rather than refused as a malformed request.
const HARD_CAP = 4 * BlockAppealLimits.messageMax;

/** POST /web-api/api/web/block-appeal/v1/appeals body. */
export const blockAppealRequest = z.object({
  email: z
    .string()
    .max(EMAIL_MAX_LENGTH * 2)
    .describe('Where the answer goes'),
  account: z
    .string()
    .max(HARD_CAP)
    .default('')
    .describe('Account id, e-mail or phone of the blocked account, if the visitor has one'),
  message: z
    .string()
    .max(HARD_CAP)
    .describe(`What happened, ${BlockAppealLimits.messageMin}–${BlockAppealLimits.messageMax} characters`),
  lang: z
    .string()
    .regex(/^[a-z]{2}(?:-[a-z]{2})?$/i)
    .describe('Language of the page the appeal was written on; the receipt e-mail uses it'),
});
export type BlockAppealRequest = z.input<typeof blockAppealRequest>;

/** The stored appeal's receipt. */
export const blockAppealAnswer = z.object({
  data: z.object({
    type: z.literal('block-appeal'),
    id: z.string().describe('Appeal number, quoted in the receipt e-mail'),
    attributes: z.object({ email: z.string(), created_at: z.string() }),
  }),
});
export type BlockAppealAnswer = z.infer<typeof blockAppealAnswer>;
