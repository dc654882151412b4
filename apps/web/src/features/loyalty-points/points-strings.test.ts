import { POINTS_MOVE_KINDS } from '@fairline/shared/wire/loyalty-points';
import { describe, expect, it } from 'vitest';
import { keysWritten, unitMismatches, untranslated } from '../../test/dictionaries';

/** The keys the Points page writes out, and those it builds from the wire's move kinds. */
function keysUsed(): Set<string> {
  const found = keysWritten('points', ['features/loyalty-points']).add('office.menu.points');
  for (const kind of POINTS_MOVE_KINDS) found.add(`points.kind.${kind}`);
  for (const kind of ['earned', 'reversed']) found.add(`points.casino.${kind}`);
  for (const code of ['points_short', 'bonus_busy']) found.add(`points.refusal.${code}`);
  return found;
}

describe('loyalty points strings', () => {
  it('translates every key the Points page uses, in every language', () => {
    expect(keysUsed().size).toBeGreaterThan(20);
    expect(untranslated('points', keysUsed())).toEqual({ en: [], ru: [], ar: [] });
  });

  it('gives every language the same keys and the same placeholders', () => {
    expect(unitMismatches('points')).toEqual([]);
  });
});
