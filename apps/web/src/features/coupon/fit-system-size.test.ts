import { describe, expect, it } from 'vitest';
import { toBetRequest } from './coupon-request';
import { fitSystemSize } from './coupon-rules';
import type { Selection } from './coupon-types';

const pick = (gameId: number, banker = false) =>
  ({ gameId, type: 1, param: 0, coef: 2, kind: 3, group: 1, banker }) as unknown as Selection;

describe('the system size a slip stands for', () => {
  it('brings a size the slip has outgrown into 2 … n−1 after selections are removed', () => {
    expect(fitSystemSize(4, [pick(1), pick(2), pick(3)], 'system')).toBe(2);
    expect(fitSystemSize(1, [pick(1), pick(2), pick(3), pick(4)], 'system')).toBe(2);
    expect(fitSystemSize(3, [pick(1), pick(2), pick(3), pick(4), pick(5)], 'system')).toBe(3);
  });

  it('counts only the selections that are not bankers of a multi-bet', () => {
    expect(fitSystemSize(4, [pick(1, true), pick(2), pick(3), pick(4), pick(5)], 'multi')).toBe(3);
  });

  it('sends the fitted size with the bet, not the stale one (the server refuses a 4/3 system)', () => {
    const request = toBetRequest([pick(1), pick(2), pick(3)], 'system', '10', 4, 0);
    expect(request.expressNum).toBe(2);
  });
});
