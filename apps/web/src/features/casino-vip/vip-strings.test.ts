import { CASHBACK_STATUSES, VIP_LEVEL_CODES } from '@fairline/shared/wire/casino-vip';
import { describe, expect, it } from 'vitest';
import { keysWritten, unitMismatches, untranslated } from '../../test/dictionaries';

/** The keys the VIP club's pages write out, and those they build from the wire's levels and statuses. */
function keysUsed(): Set<string> {
  const found = new Set([
    ...keysWritten('vip', ['features/casino-vip']),
    ...keysWritten('cashback', ['features/casino-vip']),
  ]);
  for (const key of ['office.menu.vip', 'office.menu.cashback']) found.add(key);
  for (const code of VIP_LEVEL_CODES) found.add(`vip.level.${code}`);
  for (const status of CASHBACK_STATUSES) found.add(`cashback.status.${status}`);
  return found;
}

describe('casino VIP club strings', () => {
  it('translates every key the VIP and cashback pages use, in every language', () => {
    expect(keysUsed().size).toBeGreaterThan(30);
    expect(untranslated('casino-vip', keysUsed())).toEqual({ en: [], ru: [], ar: [] });
  });

  it('gives every language the same keys and the same placeholders', () => {
    expect(unitMismatches('casino-vip')).toEqual([]);
  });
});
