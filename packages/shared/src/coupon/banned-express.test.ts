import { describe, expect, it } from 'vitest';
import { bannedExpressFlags } from './banned-express';

describe('bannedExpressFlags', () => {
  it('marks every leg that shares its game with another leg', () => {
    expect(bannedExpressFlags([101, 202, 101, 303])).toEqual([true, false, true, false]);
  });

  it('marks nothing when every leg is from its own game', () => {
    expect(bannedExpressFlags([1, 2, 3])).toEqual([false, false, false]);
  });
});
