import { z } from 'zod';

const accountRecord = z.object({
  id: z.number(),
  idBonus: z.number(),
  type: z.number().describe('0 main, 1 bonus, 2 points'),
  money: z.number().describe('Decimal amount in the currency (points: the count)'),
  name: z.string(),
  iso: z.string(),
  symbol: z.string(),
  isActive: z.boolean(),
  currencyId: z.number(),
  amountOfUnplacedBets: z.number(),
  points: z.number(),
  isBonusAccount: z.boolean(),
  isPointsTypeBalance: z.boolean(),
  label: z.string().describe('Name plus symbol, or name plus ISO code'),
});

export const accountsPayload = z.object({
  accounts: z.array(accountRecord),
  bonuses: z.array(accountRecord),
  all_accounts: z.array(accountRecord),
});

export const idInput = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const historyBody = z
  .object({
    is_include_archive: z
      .union([
        z.boolean(),
        z.literal(1),
        z.literal(0),
        z.literal('1'),
        z.literal('0'),
        z.literal('true'),
        z.literal('false'),
      ])
      .transform((v) => v === true || v === 1 || v === '1' || v === 'true')
      .default(false),
    page_number: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .default({ is_include_archive: false, page_number: 1 });

const historyItem = z.object({
  id: z.number(),
  date: z.string(),
  operation: z.string(),
  amount: z.number(),
  currency: z.string(),
  currencyId: z.number(),
  accountId: z.number(),
  accountType: z.enum(['main', 'bonus', 'points']),
});

export const historyPageSchema = z.object({
  items: z.array(historyItem),
  page_number: z.number(),
  page_size: z.number(),
  has_more: z.boolean(),
  is_include_archive: z.boolean(),
});
