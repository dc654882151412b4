import type { Minor } from '@fairline/shared/money/minor';

/** A bet's new status on the player's channel; `payout` in minor units of the bet's currency. */
export interface BetEvent {
  t: 'bet';
  betId: number;
  status: string;
  payout: Minor;
}

/** A balance change of one of the player's accounts (minor units). */
export interface BalanceEvent {
  t: 'balance';
  accountId: number;
  balance: Minor;
}

export type UserEvent = BetEvent | BalanceEvent;

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
    }
  }
  return events;
}

/** Statuses that end a bet and deserve a notification (the player's own sale shows its own receipt). */
export const SETTLED_STATUSES: ReadonlySet<string> = new Set(['won', 'lost', 'void']);
