// The casino VIP club and its weekly premium cashback (issue 21 §4, ADR 0067): the level a player holds,
// the running week, and the leader's sweep that credits each closed week once through the ledger.
import { currencyById } from '@fairline/shared/lookups/currencies';
import {
  type CashbackAnswer,
  higherVipLevel,
  isoWeekStart,
  minorToUsd,
  monthStart,
  nextVipLevel,
  usdCapInMinor,
  VIP_LEVELS,
  type VipLevel,
  type VipStatusAnswer,
  vipLevelFor,
  weeklyCashback,
} from '@fairline/shared/wire/casino-vip';
import type { Database } from '../../infra/db';
import { casinoStakesByCurrency, casinoWeekResults, playerCasinoWeekResults } from '../casino/casino.service';
import { loadBrandSettings } from '../config/config.service';
import { sendInboxMessage } from '../messages/messages.service';
import { checkMoneyAction, rgRefusalOf } from '../responsible-gambling/responsible-gambling.service';
import { postTransaction, requestHashOf, systemAccountId } from '../wallet/wallet.service';
import * as repo from './casino-vip.repository';

type Query = Pick<Database, 'query'>;
const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** Closed weeks older than this are not looked at any more (the sweep reads a bounded window). */
export const CASHBACK_LOOKBACK_WEEKS = 5;

const cents = (usd: number) => Math.floor(Number((usd * 100).toPrecision(12))) / 100;
const usdOf = (rows: readonly { currencyId: number; stakes: number }[]) =>
  rows.reduce((sum, r) => {
    const currency = currencyById(r.currencyId);
    return currency ? sum + minorToUsd(r.stakes, currency) : sum;
  }, 0);
const isoOf = (currencyId: number) => currencyById(currencyId)?.code ?? String(currencyId);

interface HeldLevel {
  level: VipLevel;
  monthStart: Date;
  wageredUsd: number;
  previousMonthUsd: number;
  heldFromPreviousMonth: boolean;
}

/**
 * The level held at the last instant before `at`: the higher of what last calendar month's wagering
 * reached and what this month's reached so far (UTC months). Never lower before the month ends.
 */
export async function levelHeldBefore(database: Query, userId: number, at: Date): Promise<HeldLevel> {
  const month = monthStart(new Date(at.getTime() - 1));
  const previous = monthStart(new Date(month.getTime() - 1));
  const [current, before] = await Promise.all([
    casinoStakesByCurrency(database, userId, month, at),
    casinoStakesByCurrency(database, userId, previous, month),
  ]);
  const wageredUsd = usdOf(current);
  const previousMonthUsd = usdOf(before);
  const earned = vipLevelFor(wageredUsd);
  const carried = vipLevelFor(previousMonthUsd);
  const level = higherVipLevel(earned, carried);
  return { level, monthStart: month, wageredUsd, previousMonthUsd, heldFromPreviousMonth: level !== earned };
}

/** The office's VIP screen: the level, this month's wagering and the way to the next level. */
export async function vipStatus(database: Query, userId: number, now: Date): Promise<VipStatusAnswer['data']> {
  const held = await levelHeldBefore(database, userId, now);
  const next = nextVipLevel(held.level.code);
  const end = new Date(Date.UTC(held.monthStart.getUTCFullYear(), held.monthStart.getUTCMonth() + 1, 1));
  return {
    level: held.level.code,
    monthStart: held.monthStart.toISOString(),
    monthEnd: end.toISOString(),
    wageredUsd: cents(held.wageredUsd),
    previousMonthUsd: cents(held.previousMonthUsd),
    heldFromPreviousMonth: held.heldFromPreviousMonth,
    next: next
      ? {
          code: next.code,
          thresholdUsd: next.thresholdUsd,
          // In whole cents: what is shown as wagered plus this reaches the threshold.
          remainingUsd: Math.max(0, Math.round(next.thresholdUsd * 100 - cents(held.wageredUsd) * 100)) / 100,
        }
      : null,
    progressPercent: next ? Math.min(100, Math.floor((held.wageredUsd / next.thresholdUsd) * 1000) / 10) : 100,
    levels: [...VIP_LEVELS],
  };
}

/** What a week's net loss pays at a level in a currency (the cap converted at the currency's rate). */
function cashbackFor(netLoss: number, level: VipLevel, currencyId: number): number {
  const currency = currencyById(currencyId);
  if (!currency) return 0;
  const cap = level.weeklyCapUsd === null ? null : usdCapInMinor(level.weeklyCapUsd, currency);
  return weeklyCashback(netLoss, level.cashbackPercent, cap);
}

/** The office's cashback screen: the running week per currency and the recorded weeks. */
export async function cashbackView(database: Query, userId: number, now: Date): Promise<CashbackAnswer['data']> {
  const weekStart = isoWeekStart(now);
  const weekEnd = new Date(weekStart.getTime() + WEEK);
  const [held, running, history] = await Promise.all([
    levelHeldBefore(database, userId, now),
    playerCasinoWeekResults(database, userId, weekStart, weekEnd),
    repo.listWeeks(database, userId),
  ]);
  return {
    level: held.level.code,
    percent: held.level.cashbackPercent,
    weekStart: weekStart.toISOString(),
    weekEnd: weekEnd.toISOString(),
    current: running.map((r) => ({
      currencyId: r.currencyId,
      currencyIso: isoOf(r.currencyId),
      stakes: r.stakes,
      wins: r.wins,
      netLoss: r.stakes - r.wins,
      expected: cashbackFor(r.stakes - r.wins, held.level, r.currencyId),
    })),
    history: history.map((w) => ({
      week: w.week,
      currencyId: w.currencyId,
      currencyIso: isoOf(w.currencyId),
      stakes: w.stakes,
      wins: w.wins,
      netLoss: w.netLoss,
      level: w.level,
      percent: w.percent,
      amount: w.amount,
      status: w.status,
      creditedAt: w.creditedAt?.toISOString() ?? null,
    })),
  };
}

export interface SweepResult {
  /** Weeks recorded by this run. */
  recorded: number;
  /** Weeks credited by this run. */
  credited: number;
  /** Weeks player protection holds. */
  held: number;
}

/**
 * The schedule's step: every (player, currency) ISO week closed before `now`'s week (within the
 * lookback) gets its row once, with the level held at the week's end; then every due or held week is
 * credited if player protection allows, one ledger transaction bonus_cost → player_cash keyed per
 * (player, currency, week), and the player is told once. `only` limits a run to one player (the dev
 * route's browser tests, which share a server with other tests' players).
 */
export async function sweepCashback(
  database: Database,
  now: Date,
  onError: (err: unknown) => void = () => undefined,
  only?: { userId: number },
): Promise<SweepResult> {
  const closedBefore = isoWeekStart(now);
  const from = new Date(closedBefore.getTime() - CASHBACK_LOOKBACK_WEEKS * WEEK);
  const [results, recorded] = await Promise.all([
    only
      ? playerCasinoWeekResults(database, only.userId, from, closedBefore)
      : casinoWeekResults(database, from, closedBefore),
    repo.recordedWeekKeys(database, from),
  ]);
  let added = 0;
  // A brand's `thirdPartyCasino.isPremiumCashbackEnabled` (its own settings, ADR 0016): off, its players'
  // weeks close with nothing to pay.
  const brandOn = new Map<number, boolean>();
  const cashbackOn = async (userId: number) => {
    const brandId = await repo.brandOf(database, userId);
    if (!brandOn.has(brandId)) {
      const { base } = await loadBrandSettings(database, brandId);
      brandOn.set(brandId, base.thirdPartyCasino.isEnabled && base.thirdPartyCasino.isPremiumCashbackEnabled);
    }
    return brandOn.get(brandId) === true;
  };
  for (const r of results) {
    if (recorded.has(repo.weekKey(r.userId, r.currencyId, r.week))) continue;
    const weekEnd = new Date(Date.parse(`${r.week}T00:00:00Z`) + WEEK);
    const { level } = await levelHeldBefore(database, r.userId, weekEnd);
    const netLoss = r.stakes - r.wins;
    const amount = (await cashbackOn(r.userId)) ? cashbackFor(netLoss, level, r.currencyId) : 0;
    await repo.insertWeek(
      database,
      { ...r, netLoss, level: level.code, percent: level.cashbackPercent, amount, status: amount > 0 ? 'due' : 'none' },
      now,
    );
    added += 1;
  }
  let credited = 0;
  let held = 0;
  for (const week of await repo.openWeeks(database, only?.userId)) {
    const outcome = await creditWeek(database, week, now, onError);
    if (outcome === 'credited') credited += 1;
    if (outcome === 'held') held += 1;
  }
  return { recorded: added, credited, held };
}

async function creditWeek(
  database: Database,
  week: repo.CashbackWeekRow,
  now: Date,
  onError: (err: unknown) => void,
): Promise<'credited' | 'held' | 'other'> {
  try {
    await checkMoneyAction(database, week.userId, 'bonus_claim', week.amount, { currencyId: week.currencyId, now });
  } catch (err) {
    if (!rgRefusalOf(err)) throw err;
    await repo.markHeld(database, week);
    return 'held';
  }
  const key = `casino_cashback:${week.userId}:${week.currencyId}:${week.week}`;
  const [cost, cash] = await Promise.all([
    systemAccountId(database, 'bonus_cost', week.currencyId),
    repo.cashAccountId(database, week.userId, week.currencyId),
  ]);
  const posted = await postTransaction(database, {
    kind: 'casino_cashback',
    idempotencyKey: key,
    requestHash: requestHashOf({ key, amount: week.amount }),
    legs: [
      { accountId: cost, amount: -week.amount },
      { accountId: cash, amount: week.amount },
    ],
    metadata: { week: week.week, net_loss: week.netLoss, level: week.level, percent: week.percent },
    at: now,
  });
  if (!(await repo.markCredited(database, week, posted.transactionId, now))) return 'other';
  try {
    await sendInboxMessage(database, week.userId, {
      kind: 'bonus',
      template: 'casino_cashback',
      params: { bonus: week.amount, currency_id: week.currencyId, percent: week.percent, week: week.week },
      link: 'cashback',
    });
  } catch (err) {
    onError(err);
  }
  return 'credited';
}
