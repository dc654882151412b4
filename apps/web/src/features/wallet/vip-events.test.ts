import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '../../components/ui';
import { accountsPayload, useMoneyStrings } from '../../test/money-test-utils';
import { moneyKeys } from './balance-api';
import { applyUserItems } from './user-channel';
import { parseUserEvents } from './user-events';

const texts = () => notificationsStore.getState().notifications.map((n) => n.text);

beforeEach(() => useMoneyStrings());
afterEach(() => {
  for (const n of notificationsStore.getState().notifications) notificationsStore.getState().dismiss(n.id);
});

const clientWithBalance = () => {
  const client = new QueryClient();
  client.setQueryData(moneyKeys.balance, accountsPayload());
  return client;
};

describe('VIP bet requests on the player’s channel', () => {
  it('tells the player a request got no decision in time and its stake is back, in their currency', () => {
    const client = clientWithBalance();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyUserItems(client, [{ t: 'vip', requestId: 12, status: 'expired', stake: 150_000, currencyId: 12 }]);
    expect(texts()).toEqual(['VIP bet request #12 got no decision in time: €1,500.00 is back on your balance.']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: moneyKeys.bets });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: moneyKeys.balance });
  });

  it('tells of a declined request the same way', () => {
    applyUserItems(clientWithBalance(), [{ t: 'vip', requestId: 3, status: 'declined', stake: 50_00, currencyId: 12 }]);
    expect(texts()).toEqual(['VIP bet request #3 was declined: €50.00 is back on your balance.']);
  });

  it('tells the player an approved request was placed as a bet of the accepted stake (ADR 0052)', () => {
    const client = clientWithBalance();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyUserItems(client, [
      { t: 'vip', requestId: 7, status: 'approved', stake: 1_200_00, currencyId: 12 },
      { t: 'bet', betId: 70, status: 'open', payout: 0 },
    ]);
    expect(texts()).toEqual(['VIP bet request #7 was accepted: a bet of €1,200.00 is among your open bets.']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: moneyKeys.bets });
  });

  it('announces nothing when a request is made (the slip says so), but refreshes the bets page', () => {
    const client = clientWithBalance();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyUserItems(client, [{ t: 'vip', requestId: 4, status: 'awaiting', stake: 50_00, currencyId: 12 }]);
    expect(texts()).toEqual([]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: moneyKeys.bets });
  });

  it('skips an item with an unknown status or no request id', () => {
    expect(
      parseUserEvents([
        { t: 'vip', requestId: 1, status: 'lost', stake: 1, currencyId: 12 },
        { t: 'vip', status: 'expired', stake: 1, currencyId: 12 },
      ]),
    ).toEqual([]);
  });
});
