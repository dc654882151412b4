import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMask, displayMask, maskDigitPlaces } from './mask';

describe('applyMask', () => {
  it.each([
    ['# is a digit', '9161234567', '(###) ###-##-##', '(916) 123-45-67'],
    ['stops when the input runs out', '916', '(###) ###-##-##', '(916'],
    ['skips characters a digit place refuses', '9a1b6', '###', '916'],
    ['X takes letters and digits', 'a1-B2', 'XXXX', 'a1B2'],
    ['S takes letters only', 'a1b2', 'SS', 'ab'],
    ['A upper-cases letters', 'ab12', 'AA ##', 'AB 12'],
    ['a lower-cases letters', 'AB12', 'aa-##', 'ab-12'],
    ['consumes a typed literal that matches the mask', '916-12', '###-##', '916-12'],
    ['passport series and number', 'ab1234567', 'AA #######', 'AB 1234567'],
    ['empty input gives empty output', '', '###', ''],
  ])('%s', (_rule, raw, mask, expected) => {
    expect(applyMask(raw, mask)).toBe(expected);
  });

  it('never grows past the mask', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[#XSAa() -]{0,20}$/), (raw, mask) => {
        expect(applyMask(raw, mask).length).toBeLessThanOrEqual(mask.length);
      }),
    );
  });
});

describe('maskDigitPlaces', () => {
  it.each([
    ['(###) ###-##-##', 10],
    ['*** ***-**', 8],
    ['', 0],
    ['AA ####', 4],
  ])('%s has %i digit places', (mask, places) => {
    expect(maskDigitPlaces(mask)).toBe(places);
  });
});

describe('displayMask', () => {
  it('shows digit places as # while focused and * otherwise', () => {
    expect(displayMask('(###) ###-##-##', true)).toBe('(###) ###-##-##');
    expect(displayMask('(###) ###-##-##', false)).toBe('(***) ***-**-**');
    expect(displayMask('*** ***', true)).toBe('### ###');
  });
});
