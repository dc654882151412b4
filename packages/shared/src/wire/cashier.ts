// Wire payloads of the cashier: deposits through the provider's hosted page, withdrawals the operator
// decides, the office's cashier data, payment sources and deposit limits. The web's cashier is lazily
// loaded, so it may parse these answers; the provider's own callback lives in payment-provider.ts.
import { z } from 'zod';
import { methodCode } from './cashier-methods';
import { idInput } from './wallet';

/** A decimal amount as the client typed it (string) or as a number; the currency's digits are checked by the service. */
export const amountInput = z
  .union([z.number().positive(), z.string().min(1).max(32)])
  .describe('Decimal amount, e.g. 10.50');

const LANG = /^[a-z]{2}(-[a-z]{2})?$/;

/** POST /web-api/payments/deposit body. */
export const depositRequest = z.object({
  amount: amountInput,
  currency_id: idInput,
  lang: z.string().regex(LANG).default('ru').describe('Language of the office page the player returns to'),
  method: methodCode.optional().describe('The method chosen; absent: the first method offered in the currency'),
});
export type DepositRequest = z.input<typeof depositRequest>;

/** POST /web-api/payments/deposit answer: the browser then goes to `redirect_url`. */
export const depositAnswer = z.object({
  deposit_id: z.string(),
  redirect_url: z.string().describe('The provider’s hosted payment page'),
});
export type DepositAnswer = z.infer<typeof depositAnswer>;

/** requested → paid | rejected: only the operator decides (the player cannot cancel). */
export const WITHDRAWAL_STATUSES = ['requested', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const withdrawalStatus = z.enum(WITHDRAWAL_STATUSES);

/** POST /web-api/payments/withdraw body. */
export const withdrawalRequest = z.object({
  amount: amountInput,
  account_id: idInput,
  idempotency_key: z
    .string()
    .regex(/^[\w-]{8,64}$/)
    .optional()
    .describe('The client’s key for this request: a resend with it books nothing twice'),
  method: methodCode
    .optional()
    .describe('The method to be paid with; absent: the first method offered in the currency'),
});
export type WithdrawalRequest = z.input<typeof withdrawalRequest>;

/** POST /web-api/payments/withdraw answer, and the operator's decision answer. */
export const withdrawalAnswer = z
  .object({ withdrawal_id: z.string(), status: withdrawalStatus })
  .meta({ id: 'WithdrawalAnswer' });
export type WithdrawalAnswer = z.infer<typeof withdrawalAnswer>;

/** GET /web-api/officeapi/getrechargedata and getdeducedata answer. */
export const cashierData = z
  .object({
    src: z.string().describe('Where the cashier starts: the deposit (recharge) or withdrawal (deduce) call'),
    rand: z.string().describe('A fresh nonce, so a framed cashier is never served from cache'),
    needVerify: z.boolean().describe('A withdrawal waits for a confirmed e-mail or phone'),
    blocked: z.boolean(),
  })
  .meta({ id: 'CashierData' });
export type CashierData = z.infer<typeof cashierData>;

/** A method the player has deposited with. */
export const paymentSource = z.object({
  provider: z.string(),
  method: z.string().nullable().describe('Display name, e.g. card •••• 4242'),
  deposits: z.number().int(),
  lastUsed: z.string().describe('ISO date-time'),
});
export type PaymentSource = z.infer<typeof paymentSource>;

/** GET /web-api/officeapi/gethistorypaymentsource answer, most recently used first. */
export const paymentSourcesAnswer = z.object({ sources: z.array(paymentSource) });
export type PaymentSourcesAnswer = z.infer<typeof paymentSourcesAnswer>;

/** The periods a deposit limit can cover (responsible gambling: 24 h, 7 days, 1 month). */
export const DEPOSIT_LIMIT_PERIODS = ['24h', '7d', '1m'] as const;
export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** One period's limit as it stands; amounts are decimals of the registration currency. */
export const depositLimit = z.object({
  period: z.enum(DEPOSIT_LIMIT_PERIODS),
  amount: z.number().nullable().describe('The limit in force now; null = none'),
  has_pending: z.boolean().describe('An increase or removal waits its 24 hours'),
  pending_amount: z.number().nullable().describe('The waiting limit; null with a date: the limit goes away'),
  pending_effective_at: z.string().nullable().describe('ISO date-time the waiting change applies'),
  deposited: z.number().describe('Credited deposits inside the period’s window'),
  remaining: z.number().nullable().describe('What may still be deposited in the period; null = no limit'),
});
export type DepositLimit = z.infer<typeof depositLimit>;

/** The player's deposit limits, in the registration currency. */
export const depositLimits = z.object({
  currency: z.string(),
  currencyId: z.number().int(),
  limits: z.array(depositLimit),
});
export type DepositLimits = z.infer<typeof depositLimits>;

/** GET and PUT /web-api/api/web/user/v1/deposit-limits answer. */
export const depositLimitsAnswer = z
  .object({ data: z.object({ attributes: depositLimits }) })
  .meta({ id: 'DepositLimitsAnswer' });
export type DepositLimitsAnswer = z.infer<typeof depositLimitsAnswer>;

/** One change: a decimal amount in the registration currency, or null to remove the limit. */
export const depositLimitChange = z.object({
  period: z.enum(DEPOSIT_LIMIT_PERIODS),
  amount: z.union([z.number().positive(), z.string().min(1).max(32), z.null()]),
});
export type DepositLimitChange = z.input<typeof depositLimitChange>;

/** PUT /web-api/api/web/user/v1/deposit-limits body. */
export const depositLimitsRequest = z.object({
  data: z.object({
    attributes: z.object({
      limits: z
        .array(depositLimitChange)
        .min(1)
        .max(DEPOSIT_LIMIT_PERIODS.length)
        .refine((list) => new Set(list.map((l) => l.period)).size === list.length, 'Each period at most once'),
    }),
  }),
});
export type DepositLimitsRequest = z.input<typeof depositLimitsRequest>;

/** Path parameter of a deposit or withdrawal: its public id (dep_… / wd_…). */
export const paymentIdParams = z.object({ id: z.string().regex(/^[\w-]{1,64}$/) });
