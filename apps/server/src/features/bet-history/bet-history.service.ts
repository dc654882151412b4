// The bets history of the office: the list, a bet's details, and the mail and clear actions.
// Every bet id is checked against the caller: another user's bet reads as not found (404).
import { currencyById } from '@fairline/shared/lookups/currencies';
import { fromMinor, minor } from '@fairline/shared/money/minor';
import {
  type BetDetails,
  type BetsHistoryPage,
  type BetType,
  type ClearBetsAnswer,
  HISTORY_PAGE_SIZE,
  type MailBetsAnswer,
  type StatusFilter,
} from '@fairline/shared/wire/bet-history';
import { AppError, badRequest, notFound } from '../../errors';
import type { Database } from '../../infra/db';
import type { Messaging } from '../../infra/messaging';
import type { CouponContext } from '../coupon/coupon.service';
import {
  type BetRow,
  findOwnBets,
  hideBets,
  type LegRow,
  legsOf,
  listBets,
  totalsOf,
  verifiedEmailOf,
} from './bet-history.repository';
import { betsSummaryMail } from './bet-mail';
import { betDetails, betItem, isCashOutAvailable, legItem } from './bet-views';
import { type DateInput, resolvePeriod, shownStatusesOf, vidOfType } from './history-filter';
import type { NameBook, NameLanguage } from './names';

export interface BetHistoryContext {
  database: Database;
  /** Cash-out availability is the coupon's rule, read with the coupon's context. */
  coupon: CouponContext;
  names: NameBook;
  now: () => Date;
}

export interface ListRequest {
  userId: number;
  dateFrom?: DateInput | undefined;
  dateTo?: DateInput | undefined;
  status: StatusFilter;
  type: BetType | 'all';
  pageNumber: number;
  /** The brand's `couponHistoryDays`: the default period. */
  defaultDays: number;
  /** The brand's `betting.hiddenBetStatuses`: bets of these status codes are left out. */
  hiddenStatuses: readonly number[];
}

const UNSETTLED: ReadonlySet<string> = new Set(['open', 'bid']);

function byBet(legs: readonly LegRow[]): Map<number, LegRow[]> {
  const out = new Map<number, LegRow[]>();
  for (const leg of legs) out.set(leg.betId, [...(out.get(leg.betId) ?? []), leg]);
  return out;
}

// Cash-out needs the legs; only open bets can have it, so only theirs are read.
async function openLegs(ctx: BetHistoryContext, bets: readonly BetRow[]): Promise<Map<number, LegRow[]>> {
  return byBet(
    await legsOf(
      ctx.database,
      bets.filter((b) => b.status === 'open').map((b) => b.id),
    ),
  );
}

/** A page of the caller's visible bets in the filter, with the filter's totals (cleared bets count). */
export async function listHistory(ctx: BetHistoryContext, q: ListRequest): Promise<BetsHistoryPage> {
  const period = resolvePeriod({ dateFrom: q.dateFrom, dateTo: q.dateTo }, ctx.now(), q.defaultDays);
  if (!period.ok) throw badRequest(period.message, { [period.field]: period.message });
  const filter = {
    userId: q.userId,
    from: period.from,
    to: period.to,
    statuses: shownStatusesOf(q.status, q.hiddenStatuses),
    vid: vidOfType(q.type),
  };
  const [{ bets, hasMore }, totals] = await Promise.all([
    listBets(ctx.database, { ...filter, pageNumber: q.pageNumber }),
    totalsOf(ctx.database, filter),
  ]);
  const legs = await openLegs(ctx, bets);
  return {
    items: bets.map((b) => betItem(b, isCashOutAvailable(ctx.coupon, b, legs.get(b.id) ?? [], q.userId))),
    has_more: hasMore,
    page_number: q.pageNumber,
    page_size: HISTORY_PAGE_SIZE,
    date_from: period.from.toISOString(),
    date_to: period.to.toISOString(),
    totals: totals.map((t) => {
      const digits = currencyById(t.currencyId)?.minorDigits ?? 2;
      return {
        currency: currencyById(t.currencyId)?.code ?? '',
        currency_id: t.currencyId,
        bets: t.bets,
        stake: fromMinor(minor(t.stake), digits),
        payout: fromMinor(minor(t.payout), digits),
      };
    }),
  };
}

// The caller's bets of `ids`, all of them or a 404 (nothing tells another user's id from a missing one).
async function ownBetsOrNotFound(ctx: BetHistoryContext, userId: number, ids: readonly number[]): Promise<BetRow[]> {
  const unique = [...new Set(ids)];
  const bets = await findOwnBets(ctx.database, userId, unique);
  if (bets.length !== unique.length) throw notFound('Bet');
  return bets;
}

/** The caller's bet with every leg named in `lng`. */
export async function betDetailsOf(
  ctx: BetHistoryContext,
  userId: number,
  betId: number,
  lng: NameLanguage,
): Promise<BetDetails> {
  const [bet] = await ownBetsOrNotFound(ctx, userId, [betId]);
  if (!bet) throw notFound('Bet');
  const legs = await legsOf(ctx.database, [bet.id]);
  return betDetails(bet, legs, isCashOutAvailable(ctx.coupon, bet, legs, userId), ctx.names, lng, (gameId) =>
    liveScoreNow(ctx.coupon, gameId),
  );
}

/** The score of a game the engine is playing now, read at the coupon's clock (cash-out reads the same moment). */
function liveScoreNow(coupon: CouponContext, gameId: number): { home: number; away: number } | undefined {
  const game = coupon.engine.getGame(gameId, coupon.clock.now());
  return game?.phase === 'live' && game.SC ? { home: game.SC.FS.S1, away: game.SC.FS.S2 } : undefined;
}

/** Mails a summary of the caller's bets `ids` to their verified e-mail address. */
export async function mailBets(
  ctx: BetHistoryContext,
  messaging: Messaging,
  userId: number,
  ids: readonly number[],
  lng: NameLanguage,
): Promise<MailBetsAnswer> {
  const bets = await ownBetsOrNotFound(ctx, userId, ids);
  const email = await verifiedEmailOf(ctx.database, userId);
  if (!email) {
    throw new AppError('BAD_REQUEST', 'Confirm your e-mail address to receive bets by mail', {
      errorCode: 'email_not_verified',
    });
  }
  const legs = byBet(
    await legsOf(
      ctx.database,
      bets.map((b) => b.id),
    ),
  );
  const mail = betsSummaryMail(
    bets.map((b) => ({
      item: betItem(b, false),
      legs: (legs.get(b.id) ?? []).map((l) => legItem(l, ctx.names, lng)),
    })),
  );
  await messaging.sendEmail({ to: email, ...mail });
  return { sent: bets.length };
}

/** Clears settled bets of the caller from the list; they stay stored and in every total. */
export async function clearBets(
  ctx: BetHistoryContext,
  userId: number,
  ids: readonly number[],
): Promise<ClearBetsAnswer> {
  const bets = await ownBetsOrNotFound(ctx, userId, ids);
  const open = bets.filter((b) => UNSETTLED.has(b.status)).map((b) => b.id);
  if (open.length > 0) {
    throw badRequest(`Only settled bets can be cleared; still open: ${open.join(', ')}`, {
      bet_ids: 'Only settled bets can be cleared',
    });
  }
  await hideBets(
    ctx.database,
    bets.map((b) => b.id),
  );
  return { cleared: bets.length };
}
export { listRecentBets } from './recent-bets';
