import type { Minor } from '@fairline/shared/money/minor';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationsStore } from '../../components/ui';
import { translator } from '../../lib/i18n';
import { createFeedFreshness, createLiveSocket, type LiveSocket, liveTopics, type WebSocketLike } from '../../lib/ws';
import { useAccountSession } from '../auth';
import { type AccountsPayload, moneyKeys } from './balance-api';
import { currencySymbol, formatMinorMoney } from './money-format';
import { type BetEvent, parseUserEvents, RETURNED_VIP_STATUSES, SETTLED_STATUSES, type VipEvent } from './user-events';

/** The text of "Bet #123 won 123.45 ₸" in the player's language and active currency. */
export function settledBetText(event: BetEvent, client: QueryClient): string {
  const accounts = client.getQueryData<AccountsPayload>(moneyKeys.balance)?.accounts ?? [];
  const account = accounts.find((a) => a.isActive) ?? accounts[0];
  const amount = account
    ? formatMinorMoney(event.payout, account.currencyId, account.symbol, translator.language)
    : String(event.payout);
  return translator.t(`money.bets.settled.${event.status}`, { id: event.betId, amount });
}

/** A VIP event's stake in the player's words (its own currency). */
function vipAmount(event: VipEvent, client: QueryClient): string {
  const accounts = client.getQueryData<AccountsPayload>(moneyKeys.balance)?.accounts ?? [];
  const symbol =
    accounts.find((a) => a.currencyId === event.currencyId)?.symbol ?? currencySymbol(event.currencyId, '');
  return formatMinorMoney(event.stake as Minor, event.currencyId, symbol, translator.language);
}

/** The text of "Your VIP bet request #12 got no decision in time: 150,000.00 ₸ is back on your balance". */
export function returnedVipText(event: VipEvent, client: QueryClient): string {
  return translator.t(`money.vip.returned.${event.status}`, { id: event.requestId, amount: vipAmount(event, client) });
}

/** The text of "VIP bet request #12 was accepted: a bet of 120,000.00 ₸ is among your open bets" (the accepted stake). */
export function acceptedVipText(event: VipEvent, client: QueryClient): string {
  return translator.t('money.vip.accepted', { id: event.requestId, amount: vipAmount(event, client) });
}

/** Applies a batch of the player's channel: re-reads balance and bets, announces settled bets and decided VIP requests. */
export function applyUserItems(client: QueryClient, items: readonly unknown[]): void {
  const events = parseUserEvents(items);
  if (events.length === 0) return;
  void client.invalidateQueries({ queryKey: moneyKeys.balance });
  const bets = events.filter((e): e is BetEvent => e.t === 'bet');
  const vips = events.filter((e): e is VipEvent => e.t === 'vip');
  if (bets.length === 0 && vips.length === 0) return;
  void client.invalidateQueries({ queryKey: moneyKeys.bets });
  for (const vip of vips) {
    if (vip.status === 'approved') {
      notificationsStore.getState().notify({ type: 'success', text: acceptedVipText(vip, client) });
    }
    if (!RETURNED_VIP_STATUSES.has(vip.status)) continue;
    notificationsStore.getState().notify({ type: 'info', text: returnedVipText(vip, client) });
  }
  for (const bet of bets) {
    if (!SETTLED_STATUSES.has(bet.status)) continue;
    notificationsStore.getState().notify({
      type: bet.status === 'won' ? 'success' : 'info',
      text: settledBetText(bet, client),
    });
  }
}

/**
 * The player's own live channel (`user:<id>`): bet status and balance. It is a socket of its own
 * because the server binds a socket to the session at the upgrade: one opened as a guest (the
 * feed's) may never watch a user topic, and a new login must open a new connection.
 */
export function openUserChannel(
  client: QueryClient,
  userId: number,
  createSocket?: (url: string) => WebSocketLike,
): LiveSocket {
  const socket = createLiveSocket({
    onBatch: (items) => applyUserItems(client, items),
    // Its own clock: quiet user channels must not make the odds feed look fresh or stale.
    freshness: createFeedFreshness(),
    ...(createSocket ? { createSocket } : {}),
  });
  socket.subscribe([liveTopics.user(userId)]);
  return socket;
}

/** Keeps the player's channel open while they are logged in; mount once (the header balance does). */
export function useUserChannel(): void {
  const client = useQueryClient();
  const userId = useAccountSession((s) => s.user?.id);
  useEffect(() => {
    if (userId === undefined) return;
    const socket = openUserChannel(client, userId);
    return () => socket.close();
  }, [client, userId]);
}
