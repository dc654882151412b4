import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnsafeText, unsafeTextPath } from './text-input';

/** Text that is always safe: whole graphemes (well formed, no NUL). */
const safeText = fc.string({ unit: 'grapheme', maxLength: 12 });
const safeValue = fc.jsonValue({ stringUnit: 'grapheme', maxDepth: 4 });
const unsafeChar = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff');

describe('unsafe text: NUL and unpaired surrogates', () => {
  it('finds nothing in any value made of well-formed text without NUL', () => {
    fc.assert(fc.property(safeValue, (value) => unsafeTextPath(value) === undefined));
  });

  it('names the path of a string holding NUL or an unpaired surrogate, at any depth and position', () => {
    fc.assert(
      fc.property(
        safeValue,
        fc.array(fc.oneof(safeText, fc.nat(3)), { minLength: 1, maxLength: 5 }),
        safeText,
        unsafeChar,
        safeText,
        (siblings, path, before, bad, after) => {
          // Nest the bad string under `path` (numbers become array indexes), beside safe siblings.
          let value: unknown = before + bad + after;
          for (const step of [...path].reverse()) {
            if (typeof step === 'number') {
              const list: unknown[] = Array.from({ length: step }, () => siblings);
              list.push(value);
              value = list;
            } else {
              value = { sibling: siblings, [step]: value };
            }
          }
          return unsafeTextPath(value) === path.join('.');
        },
      ),
    );
  });

  it('refuses a NUL or an unpaired surrogate in an object key', () => {
    expect(unsafeTextPath({ outer: { 'a\u0000b': 1 } })).toBe('outer');
    expect(unsafeTextPath({ '\udc00': 1 })).toBe('');
  });

  it('accepts surrogate pairs (emoji, astral letters) and every other control character', () => {
    expect(isUnsafeText('😀 \u{1d54f} \u0001\u0007\u001b\u007f\u202e\ufeff')).toBe(false);
  });

  it('refuses an unpaired surrogate whichever half and wherever it stands', () => {
    for (const text of ['\ud83d', 'x\ud83d', '\ude00x', '\ude00\ud83d', '😀\ud83d', '\udfff😀']) {
      expect(isUnsafeText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('walks a value nested 200,000 deep without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unsafeTextPath(deep)).toBe(Array.from({ length: 200_000 }, () => '0').join('.'));
  });
});
