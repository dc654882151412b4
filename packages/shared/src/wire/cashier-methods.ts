// Wire payloads of the cashier's payment methods and payment attempts: what a player may pay with in
// a currency (with its limits and quick amounts), and every deposit and withdrawal attempt with its
// status, declined and cancelled ones included. Methods are data on the server (ADR 0022).
import { z } from 'zod';

/** A payment method's code, as the server's method table names it (e.g. `card`, `ewallet`). */
export const methodCode = z
  .string()
  .regex(/^[a-z][a-z0-9_]{1,31}$/)
  .describe('Payment method code from GET /web-api/payments/methods');

/** Which way money moves through a method. */
export const PAYMENT_DIRECTIONS = ['deposit', 'withdrawal'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/** GET /web-api/payments/methods query. */
export const paymentMethodsQuery = z.object({
  direction: z.enum(PAYMENT_DIRECTIONS),
  currency_id: z.coerce.number().int().positive(),
});
export type PaymentMethodsQuery = z.input<typeof paymentMethodsQuery>;

/** The logos the cashier can draw (inline SVG on the web, no external assets). */
export const METHOD_LOGOS = ['card', 'ewallet'] as const;

/** One method in one currency: limits and quick amounts are decimals of that currency. */
export const paymentMethod = z.object({
  code: methodCode,
  logo: z.string().describe('Logo key; the web draws the ones it knows and a generic mark otherwise'),
  min: z.number().describe('Smallest amount the method takes, in the currency'),
  max: z.number().describe('Largest amount the method takes, in the currency'),
  quick_amounts: z.array(z.number()).describe('Round amounts within min and max, smallest first'),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** GET /web-api/payments/methods answer: the methods in the brand's order; empty when none serves the currency. */
export const paymentMethodsAnswer = z
  .object({
    direction: z.enum(PAYMENT_DIRECTIONS),
    currency: z.string(),
    currency_id: z.number().int(),
    methods: z.array(paymentMethod),
  })
  .meta({ id: 'PaymentMethodsAnswer' });
export type PaymentMethodsAnswer = z.infer<typeof paymentMethodsAnswer>;

/** Every state a deposit or withdrawal attempt can be in; a deposit left unpaid too long is `expired`. */
export const PAYMENT_ATTEMPT_STATUSES = [
  'pending',
  'credited',
  'declined',
  'cancelled',
  'expired',
  'rejected',
  'requested',
  'paid',
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** GET /web-api/payments/attempts query. */
export const paymentAttemptsQuery = z.object({
  page_number: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** One deposit or withdrawal attempt, whatever became of it. */
export const paymentAttempt = z.object({
  id: z.string().describe('The payment’s public id (dep_… / wd_…)'),
  kind: z.enum(PAYMENT_DIRECTIONS),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  method_code: z.string().nullable().describe('The method chosen; null for attempts made before methods existed'),
  method: z.string().nullable().describe('What the provider called it, e.g. card •••• 4242'),
  amount: z.number().describe('Decimal amount in the currency'),
  currency: z.string(),
  currencyId: z.number().int(),
  reason: z
    .string()
    .nullable()
    .describe('Why it did not go through: declined_by_provider, cancelled_by_player, expired_unpaid, …'),
  created_at: z.string().describe('ISO date-time'),
});
export type PaymentAttempt = z.infer<typeof paymentAttempt>;

/** GET /web-api/payments/attempts answer: newest first, a page at a time. */
export const paymentAttemptsAnswer = z
  .object({
    items: z.array(paymentAttempt),
    page_number: z.number().int(),
    page_size: z.number().int(),
    has_more: z.boolean(),
  })
  .meta({ id: 'PaymentAttemptsAnswer' });
export type PaymentAttemptsAnswer = z.infer<typeof paymentAttemptsAnswer>;
