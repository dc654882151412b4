import { describe, expect, it } from 'vitest';
import { keysWritten, unitMismatches, untranslated } from '../../test/dictionaries';

describe('results strings', () => {
  it('translates every key the results page writes, in every language, with the same placeholders', () => {
    const keys = keysWritten('results', ['features/results', 'features/bet-history/bet-details.tsx']);
    for (const status of ['postponed', 'abandoned']) keys.add(`results.status.${status}`);
    expect(keys.size).toBeGreaterThan(15);
    expect(untranslated('results', keys)).toEqual({ en: [], ru: [], ar: [] });
    expect(unitMismatches('results')).toEqual([]);
  });
});
