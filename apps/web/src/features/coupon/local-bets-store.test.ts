import { describe, expect, it } from 'vitest';
import { pick } from './coupon.testing';
import { LOCAL_BETS_MAX, useLocalBets } from './local-bets-store';

const receipt = (betId: number) => ({ betId, placedAt: betId, legs: [pick(1, 2)], stake: '1', potential: 200 });

describe('local bets', () => {
  it('keeps the newest receipts first and at most LOCAL_BETS_MAX of them', () => {
    useLocalBets.setState({ receipts: [] });
    for (let id = 1; id <= LOCAL_BETS_MAX + 5; id++) useLocalBets.getState().addReceipt(receipt(id));
    const ids = useLocalBets.getState().receipts.map((r) => r.betId);
    expect(ids).toHaveLength(LOCAL_BETS_MAX);
    expect(ids[0]).toBe(LOCAL_BETS_MAX + 5);
    expect(ids.at(-1)).toBe(6);
  });
});
