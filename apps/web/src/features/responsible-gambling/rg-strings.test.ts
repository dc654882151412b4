import {
  RG_LIMIT_KINDS,
  RG_LIMIT_PERIODS,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
} from '@fairline/shared/wire/responsible-gambling';
import { describe, expect, it } from 'vitest';
import { keysWritten, unitMismatches, untranslated } from '../../test/dictionaries';

/** The keys written out in this feature and in the pages that link to its tools, and the ones built from enums. */
function keysUsed(): Set<string> {
  const found = keysWritten('rg', [
    'features/responsible-gambling',
    'pages/information-extras.tsx',
    'pages/home-page.tsx',
  ]);
  for (const kind of RG_LIMIT_KINDS) for (const k of ['title', 'rule']) found.add(`rg.${kind}.${k}`);
  for (const period of RG_LIMIT_PERIODS) found.add(`rg.period.${period}`);
  for (const length of [...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS]) found.add(`rg.length.${length}`);
  for (const block of ['timeOut', 'selfExclusion'])
    for (const k of ['title', 'rule', 'confirm', 'confirmButton', 'start']) found.add(`rg.${block}.${k}`);
  for (const type of ['bet', 'deposit', 'withdrawal']) found.add(`rg.history.kind.${type}`);
  return found;
}

describe('player-protection strings', () => {
  it('translates every key the tools use, in every language', () => {
    expect(keysUsed().size).toBeGreaterThan(40);
    expect(untranslated('rg', keysUsed())).toEqual({ en: [], ru: [], ar: [] });
  });

  it('gives every language the same keys and the same placeholders', () => {
    expect(unitMismatches('rg')).toEqual([]);
  });
});
