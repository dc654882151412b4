// Wire payloads of the player's accounts (balance, active account, currency accounts) and of the
// office's account history. The header shows the balance on first load, so the web imports these
// types only (`import type`): the schemas would bring zod into the first load.
import { z } from 'zod';

/** An id sent by the client (form posts send strings): a positive safe integer. */
export const idInput = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** One account of the accounts payload (spec §3 "Account record"), plus the label the client shows. */
export const accountRecord = z
  .object({
    id: z.number().int(),
    idBonus: z.number().int(),
    type: z.number().int().describe('0 main, 1 bonus, 2 points'),
    money: z.number().describe('Decimal amount in the currency (points: the count)'),
    name: z.string(),
    iso: z.string(),
    symbol: z.string(),
    isActive: z.boolean(),
    currencyId: z.number().int(),
    amountOfUnplacedBets: z.number().describe('Stake still at risk on unsettled bets, a decimal of the currency'),
    points: z.number().int(),
    isBonusAccount: z.boolean(),
    isPointsTypeBalance: z.boolean(),
    label: z.string().describe('Name plus symbol, or name plus ISO code'),
  })
  .meta({ id: 'AccountRecord' });
export type AccountRecord = z.infer<typeof accountRecord>;

/**
 * The accounts payload, split as the spec says: `accounts` one main account per currency,
 * `bonuses` the bonus accounts holding money, `all_accounts` every main, bonus and points record.
 * The answer of GET|POST /web-api/user/balance, setactiveaccount and deleteCurrencyAccount.
 */
export const accountsPayload = z
  .object({
    accounts: z.array(accountRecord),
    bonuses: z.array(accountRecord),
    all_accounts: z.array(accountRecord),
  })
  .meta({ id: 'AccountsPayload' });
export type AccountsPayload = z.infer<typeof accountsPayload>;

/** POST /web-api/user/setactiveaccount and /web-api/user/deleteCurrencyAccount body. */
export const accountIdRequest = z.object({ account_id: idInput });
export type AccountIdRequest = z.input<typeof accountIdRequest>;

/** POST /web-api/user/createCurrencyAccount body. */
export const createCurrencyAccountRequest = z.object({ currency_id: idInput });
export type CreateCurrencyAccountRequest = z.input<typeof createCurrencyAccountRequest>;

/** POST /web-api/user/createCurrencyAccount answer: the accounts with the new one's id. */
export const createCurrencyAccountAnswer = accountsPayload.extend({ account_id: z.number().int() });
export type CreateCurrencyAccountAnswer = z.infer<typeof createCurrencyAccountAnswer>;

// The client sends the archive switch as a JSON boolean; a form post sends 1/0 or "true"/"false".
const archiveSwitch = z
  .union([
    z.boolean(),
    z.literal(1),
    z.literal(0),
    z.literal('1'),
    z.literal('0'),
    z.literal('true'),
    z.literal('false'),
  ])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** POST /web-api/officeapi/gethistorypayment{main,virtual}account body. */
export const paymentHistoryRequest = z
  .object({
    is_include_archive: archiveSwitch.default(false),
    page_number: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .default({ is_include_archive: false, page_number: 1 });
export type PaymentHistoryRequest = z.input<typeof paymentHistoryRequest>;

/** The kind of account an operation moved money on. */
export const HISTORY_ACCOUNT_TYPES = ['main', 'bonus', 'points'] as const;

/** One operation of the account history. */
export const paymentHistoryItem = z.object({
  id: z.number().int(),
  date: z.string().describe('ISO date-time'),
  operation: z.string().describe('What moved the money: deposit, withdrawal_requested, bet_placed, …'),
  amount: z.number().describe('Signed decimal amount in the account’s currency (points: whole points)'),
  currency: z.string().describe('ISO code of the currency'),
  currencyId: z.number().int(),
  accountId: z.number().int(),
  accountType: z.enum(HISTORY_ACCOUNT_TYPES),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItem>;

/** One page of the account history, newest first. */
export const paymentHistoryPage = z
  .object({
    items: z.array(paymentHistoryItem),
    page_number: z.number().int(),
    page_size: z.number().int(),
    has_more: z.boolean(),
    is_include_archive: z.boolean(),
  })
  .meta({ id: 'PaymentHistoryPage' });
export type PaymentHistoryPage = z.infer<typeof paymentHistoryPage>;
