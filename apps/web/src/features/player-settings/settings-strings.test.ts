import { MAILING_CHANNELS, MARKETING_PAUSES } from '@fairline/shared/wire/player-settings';
import { describe, expect, it } from 'vitest';
import { keysWritten, unitMismatches, untranslated } from '../../test/dictionaries';

/** The keys the Settings page writes out, and those it builds from the wire's enums. */
function keysUsed(): Set<string> {
  const found = keysWritten('settings', ['features/player-settings']).add('office.menu.settings');
  for (const channel of MAILING_CHANNELS) found.add(`settings.mailing.${channel}`);
  for (const pause of MARKETING_PAUSES) found.add(`settings.mailing.paused.${pause}`);
  for (const feed of ['line', 'live']) found.add(`settings.sports.${feed}`).add(`settings.sports.show.${feed}`);
  for (const code of ['marketing_paused', 'no_email', 'no_phone']) found.add(`settings.error.${code}`);
  return found;
}

describe('settings strings', () => {
  it('translates every key the Settings page uses, in every language', () => {
    expect(keysUsed().size).toBeGreaterThan(25);
    expect(untranslated('settings', keysUsed())).toEqual({ en: [], ru: [], ar: [] });
  });

  it('gives every language the same keys and the same placeholders', () => {
    expect(unitMismatches('settings')).toEqual([]);
  });
});
