// Wire payloads of the sandbox payment provider: its signed deposit callback and its hosted test-card
// page. These are the provider's words, not the web's: a real provider plugs in beside the sandbox
// with its own module like this one (the PaymentProvider interface on the server).
import { z } from 'zod';

/** The sandbox callback body (signed over its raw bytes). `amount` is in minor units, as real providers send it. */
export const sandboxCallbackBody = z.strictObject({
  provider_tx_id: z.string().regex(/^[\w-]{1,64}$/),
  deposit_id: z.string().regex(/^[\w-]{1,64}$/),
  status: z.enum(['succeeded', 'declined', 'cancelled']),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3,5}$/),
  method: z.string().max(40).optional(),
});
export type SandboxCallbackBody = z.infer<typeof sandboxCallbackBody>;

/** What a deposit became: credited, declined by the provider, cancelled by the player, or rejected by the operator's checks. */
export const DEPOSIT_OUTCOMES = ['credited', 'declined', 'cancelled', 'rejected'] as const;
export type DepositOutcomeStatus = (typeof DEPOSIT_OUTCOMES)[number];

/** POST /web-api/payments/sandbox/callback answer; a replay answers the same. */
export const sandboxCallbackAnswer = z.object({
  deposit_id: z.string(),
  status: z.enum(DEPOSIT_OUTCOMES),
  reason: z.string().nullable().describe('Why a deposit was rejected (e.g. deposit_limit)'),
});
export type SandboxCallbackAnswer = z.infer<typeof sandboxCallbackAnswer>;

/** POST /payments/sandbox/pay/:id form body: the test card as typed. */
export const sandboxCardForm = z.object({
  card_number: z.string().max(32),
  expiry: z.string().max(8),
  cvc: z.string().max(8),
});
export type SandboxCardForm = z.infer<typeof sandboxCardForm>;

/** The hosted page is HTML, for the player's browser. */
export const sandboxPage = z.string().describe('HTML page');

/**
 * The sandbox e-wallet's callback body: another provider, its own words (order/result rather than
 * deposit/status), signed like the card sandbox's. `amount_minor` is in minor units.
 */
export const walletCallbackBody = z.strictObject({
  transaction_id: z.string().regex(/^[\w-]{1,64}$/),
  order_id: z.string().regex(/^[\w-]{1,64}$/),
  result: z.enum(['approved', 'rejected', 'cancelled']),
  amount_minor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3,5}$/),
  wallet: z.string().max(80).optional(),
});
export type WalletCallbackBody = z.infer<typeof walletCallbackBody>;

/** POST /payments/wallet/pay/:id form body: the wallet's e-mail and PIN as typed. */
export const walletLoginForm = z.object({
  email: z.string().max(120),
  pin: z.string().max(12),
});
export type WalletLoginForm = z.infer<typeof walletLoginForm>;
