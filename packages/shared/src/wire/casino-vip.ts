// The casino VIP club and its weekly premium cashback (issue 21 §4, ADR 0067): the levels as data, the
// rules both sides apply, and the office's two answers. Amounts are integers in minor units of
// `currencyId`; USD figures are decimals (the stake's USD equivalent, as loyalty points count it);
// times are ISO date-times, weeks the ISO week's Monday (UTC) as YYYY-MM-DD.
import { z } from 'zod';

export const VIP_LEVEL_CODES = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type VipLevelCode = (typeof VIP_LEVEL_CODES)[number];

/** One level: the month's casino wagering (USD) that reaches it, its weekly cashback and the cap. */
export interface VipLevel {
  code: VipLevelCode;
  thresholdUsd: number;
  cashbackPercent: number;
  /** The most one week's cashback pays, in USD (whole units of the currency at its rate); null: no cap. */
  weeklyCapUsd: number | null;
}

/** The levels, lowest first. Every player is at least Bronze. */
export const VIP_LEVELS: readonly VipLevel[] = [
  { code: 'bronze', thresholdUsd: 0, cashbackPercent: 5, weeklyCapUsd: 100 },
  { code: 'silver', thresholdUsd: 500, cashbackPercent: 7, weeklyCapUsd: 300 },
  { code: 'gold', thresholdUsd: 2_500, cashbackPercent: 10, weeklyCapUsd: 1_000 },
  { code: 'platinum', thresholdUsd: 10_000, cashbackPercent: 12, weeklyCapUsd: 3_000 },
  { code: 'diamond', thresholdUsd: 50_000, cashbackPercent: 15, weeklyCapUsd: null },
];

/** The highest level `usd` of wagering reaches. */
export function vipLevelFor(usd: number): VipLevel {
  let reached = VIP_LEVELS[0] as VipLevel;
  for (const level of VIP_LEVELS) if (usd + 1e-9 >= level.thresholdUsd) reached = level;
  return reached;
}

/** The level above `code`, or null at the top. */
export function nextVipLevel(code: VipLevelCode): VipLevel | null {
  return VIP_LEVELS[VIP_LEVEL_CODES.indexOf(code) + 1] ?? null;
}

/** The higher of two levels: a level reached is never lost before the month ends. */
export function higherVipLevel(a: VipLevel, b: VipLevel): VipLevel {
  return VIP_LEVEL_CODES.indexOf(a.code) >= VIP_LEVEL_CODES.indexOf(b.code) ? a : b;
}

/** A stake's USD equivalent: minor units / 10^digits / units per USD (as loyalty points convert). */
export function minorToUsd(minor: number, currency: { minorDigits: number; conversionCoefficient: number }): number {
  if (currency.conversionCoefficient <= 0) return 0;
  return minor / 10 ** currency.minorDigits / currency.conversionCoefficient;
}

/** A USD cap in minor units of a currency: whole units of the currency at its rate, rounded down. */
export function usdCapInMinor(
  capUsd: number,
  currency: { minorDigits: number; conversionCoefficient: number },
): number {
  return Math.floor(Number((capUsd * currency.conversionCoefficient).toPrecision(12))) * 10 ** currency.minorDigits;
}

/**
 * A week's premium cashback: the net loss (stakes − wins) × the level's percent, rounded down, at most
 * the cap; a week won or level pays nothing (no negative cashback).
 */
export function weeklyCashback(netLoss: number, percent: number, capMinor: number | null): number {
  if (netLoss <= 0 || percent <= 0) return 0;
  const amount = Math.floor((netLoss * percent) / 100);
  return capMinor === null ? amount : Math.min(amount, capMinor);
}

const DAY = 86_400_000;

/** The Monday 00:00 UTC that starts the ISO week of `at`. */
export function isoWeekStart(at: Date): Date {
  const day = Math.floor(at.getTime() / DAY) * DAY;
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - weekday * DAY);
}

/** The first instant of the calendar month (UTC) of `at`. */
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

const vipLevel = z.object({
  code: z.enum(VIP_LEVEL_CODES),
  thresholdUsd: z.number().describe('Casino wagering in a calendar month (USD) that reaches the level'),
  cashbackPercent: z.number().describe('Percent of the week’s net casino loss paid back'),
  weeklyCapUsd: z.number().nullable().describe('Most one week pays (USD equivalent); null: no cap'),
});

/** `GET /web-api/officeapi/casino/vip`: the player's level, how it was reached and the way to the next. */
export const vipStatusAnswer = z.object({
  data: z.object({
    level: z.enum(VIP_LEVEL_CODES).describe('The level held now (the higher of last month’s and this month’s)'),
    monthStart: z.string().describe('The calendar month (UTC) being counted'),
    monthEnd: z.string(),
    wageredUsd: z.number().describe('Real-money casino stakes this month, rolled-back ones left out (USD)'),
    previousMonthUsd: z.number().describe('Last month’s wagering: the level it reached holds through this month'),
    heldFromPreviousMonth: z.boolean().describe('The level held comes from last month’s wagering'),
    next: z
      .object({ code: z.enum(VIP_LEVEL_CODES), thresholdUsd: z.number(), remainingUsd: z.number() })
      .nullable()
      .describe('The next level and the wagering this month still needs; null at the top'),
    progressPercent: z.number().min(0).max(100).describe('This month’s wagering toward the next level'),
    levels: z.array(vipLevel),
  }),
});
export type VipStatusAnswer = z.infer<typeof vipStatusAnswer>;

export const CASHBACK_STATUSES = ['credited', 'held', 'due', 'none'] as const;
export type CashbackStatus = (typeof CASHBACK_STATUSES)[number];

/** One currency of the running week: stakes, wins, net loss and what it would pay now. */
const runningWeek = z.object({
  currencyId: z.number().int(),
  currencyIso: z.string(),
  stakes: z.number().int(),
  wins: z.number().int(),
  netLoss: z.number().int().describe('stakes − wins; negative: the week is won so far'),
  expected: z.number().int().nonnegative().describe('The cashback this would pay at the current level and cap'),
});

/** One closed week's result for one currency. */
const cashbackWeek = z.object({
  week: z.string().describe('The ISO week’s Monday (UTC), YYYY-MM-DD'),
  currencyId: z.number().int(),
  currencyIso: z.string(),
  stakes: z.number().int(),
  wins: z.number().int(),
  netLoss: z.number().int(),
  level: z.enum(VIP_LEVEL_CODES),
  percent: z.number(),
  amount: z.number().int().nonnegative(),
  status: z
    .enum(CASHBACK_STATUSES)
    .describe('credited; held while player protection blocks the account; due: being credited; none: nothing to pay'),
  creditedAt: z.string().nullable(),
});

/** `GET /web-api/officeapi/casino/cashback`: this week so far and the credited weeks, newest first. */
export const cashbackAnswer = z.object({
  data: z.object({
    level: z.enum(VIP_LEVEL_CODES),
    percent: z.number(),
    weekStart: z.string().describe('The running ISO week (UTC)'),
    weekEnd: z.string().describe('When it closes; the cashback is credited within the hour after'),
    current: z.array(runningWeek),
    history: z.array(cashbackWeek),
  }),
});
export type CashbackAnswer = z.infer<typeof cashbackAnswer>;
