import type { Minor } from '@fairline/shared/money/minor';
import type { BalanceMessage, BetMessage } from '@fairline/shared/wire/bets';
import { isVipBetStatus } from '@fairline/shared/wire/vip-bet-status';
import type { VipBetMessage } from '@fairline/shared/wire/vip-bets';

// The channel is read in the first load (the header's balance), so its messages are checked by hand
// against the shared types (packages/shared/src/wire/bets.ts) rather than parsed with their schemas.

/** A bet's new status on the player's channel; `payout` in minor units of the bet's currency. */
export type BetEvent = Omit<BetMessage, 'payout'> & { payout: Minor };

/** A balance change of one of the player's accounts (minor units). */
export type BalanceEvent = Omit<BalanceMessage, 'balance'> & { balance: Minor };

/** A VIP bet request was made or ended (`stake` in minor units of `currencyId`). */
export type VipEvent = VipBetMessage;

export type UserEvent = BetEvent | BalanceEvent | VipEvent;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The `user:<id>` items of a batch; anything else (or malformed) is skipped. */
export function parseUserEvents(items: readonly unknown[]): UserEvent[] {
  const events: UserEvent[] = [];
  for (const item of items) {
    if (!isRecord(item)) continue;
    if (item.t === 'bet' && typeof item.betId === 'number' && typeof item.status === 'string') {
      events.push({ t: 'bet', betId: item.betId, status: item.status, payout: Number(item.payout ?? 0) as Minor });
    } else if (item.t === 'balance' && typeof item.balance === 'number') {
      events.push({ t: 'balance', accountId: Number(item.accountId ?? 0), balance: item.balance as Minor });
    } else if (item.t === 'vip' && typeof item.requestId === 'number' && isVipBetStatus(item.status)) {
      const stake = Number(item.stake ?? 0);
      events.push({
        t: 'vip',
        requestId: item.requestId,
        status: item.status,
        stake,
        currencyId: Number(item.currencyId ?? 0),
      });
    }
  }
  return events;
}

/** How a VIP request ended without a bet: the stake came back, and the player is told so. */
export const RETURNED_VIP_STATUSES: ReadonlySet<string> = new Set(['expired', 'declined']);

/** Statuses that end a bet and deserve a notification (the player's own sale shows its own receipt). */
export const SETTLED_STATUSES: ReadonlySet<string> = new Set(['won', 'lost', 'void']);
