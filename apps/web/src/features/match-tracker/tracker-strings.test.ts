import { describe, expect, it } from 'vitest';
import { keysWritten, unitMismatches, untranslated } from '../../test/dictionaries';

describe('match tracker strings', () => {
  it('translates every key the match centre writes and every event kind, in every language, with the same placeholders', () => {
    const keys = keysWritten('tracker', ['features/match-tracker']);
    for (let kind = 1; kind <= 10; kind++) keys.add(`tracker.event.${kind}`);
    for (let kind = 1; kind <= 4; kind++) keys.add(`tracker.chrono.kind.${kind}`);
    for (const r of ['W', 'D', 'L']) keys.add(`tracker.insights.result.${r}`);
    expect(keys.size).toBeGreaterThan(35);
    expect(untranslated('tracker', keys)).toEqual({ en: [], ru: [], ar: [] });
    expect(unitMismatches('tracker')).toEqual([]);
  });
});
