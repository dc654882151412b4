// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dictionaryUnit, keysWritten, unitMismatches, untranslated } from '../../test/dictionaries';
import { rememberReferralTag } from './referral-link';

/** The keys the "Bring a friend" pages write out. */
const keysUsed = () => keysWritten('friend', ['features/bring-a-friend']).add('office.menu.friend');

describe('bring a friend strings', () => {
  it('translates every key the pages use, in every language', () => {
    expect(keysUsed().size).toBeGreaterThan(30);
    expect(untranslated('friend', keysUsed())).toEqual({ en: [], ru: [], ar: [] });
  });

  it('gives every language the same keys and the same placeholders', () => {
    expect(unitMismatches('friend')).toEqual([]);
    expect(dictionaryUnit('ar', 'friend')['office.menu.friend']).toBeTruthy();
  });
});

describe('the referral link’s landing', () => {
  it('remembers a well-formed tag in the fl_ref cookie and ignores anything else', () => {
    rememberReferralTag('?ref=<script>');
    expect(document.cookie).not.toContain('fl_ref=');
    rememberReferralTag('?ref=ab12cd34');
    expect(document.cookie).toContain('fl_ref=ab12cd34');
  });
});
