// Every regex-based check, run on 100 KB adversarial inputs. Mitigation: every built-in pattern is
// linear by construction (single classes, labels that cannot overlap, anchored prefixes), and input
// is capped before matching (limits.ts) so server-supplied patterns only ever see short text.
import { describe, expect, it } from 'vitest';
import { parseDateTime } from './date-time';
import { checkEmail } from './email';
import { applyMask } from './mask';
import { checkName } from './name';
import { sanitizeNumericInput } from './numeric-input';
import { checkPassword } from './password';
import { checkPhone } from './phone-check';
import { sanitizePhoneCodeSearch, sanitizePhoneInput } from './phone-input';
import { phonePossibleLength } from './phone-length';
import { runRule } from './rules';
import { compileServerPattern } from './server-pattern';
import { checkSmsCode } from './sms-code';
import type { ValidationContext } from './types';

const SIZE = 100_000;
// A linear check takes about a millisecond on 100 KB; backtracking that is even quadratic takes
// seconds. The budget sits far from both, so a loaded machine does not fail a linear check.
const BUDGET_MS = 250;

const adversarial: Record<string, string> = {
  'letters then @': `${'a'.repeat(SIZE)}@`,
  'only @': '@'.repeat(SIZE),
  'dotted labels then !': `a@${'a.'.repeat(SIZE / 2)}!`,
  'dots then !': `${'a.'.repeat(SIZE / 2)}!`,
  spaces: ' '.repeat(SIZE),
  'long TLD': `a@b.${'a'.repeat(SIZE)}`,
  'digits then x': `${'1'.repeat(SIZE)}x`,
  zeros: `${'0'.repeat(SIZE)}.`,
  'minus signs': '-'.repeat(SIZE),
  'commas and dots': ',.'.repeat(SIZE / 2),
  slashes: `/${'/'.repeat(SIZE)}!`,
  'pluses and digits': '+1'.repeat(SIZE / 2),
  'accented letters then !': `${'é'.repeat(SIZE)}!`,
};

const ctx: ValidationContext = { values: { other: 'x' }, now: new Date(0) };

const checks: Record<string, (input: string) => unknown> = {
  checkEmail,
  checkName,
  checkPassword,
  parseDateTime,
  'checkSmsCode (length check)': (input) => checkSmsCode(input, { length: 6 }),
  'checkSmsCode (pattern)': (input) => checkSmsCode(input, { length: input.length }),
  sanitizeNumericInput: (input) => sanitizeNumericInput(input, { min: -10, max: 10, accuracy: 2, maxlength: 20 }),
  'applyMask (short mask)': (input) => applyMask(input, '(###) ###-##-##'),
  'applyMask (100 KB mask)': (input) => applyMask(input, 'X#'.repeat(SIZE / 2)),
  sanitizePhoneInput: (input) => sanitizePhoneInput(input, { countryIso: 'ru', mask: '(###) ###-##-##' }),
  sanitizePhoneCodeSearch,
  checkPhone: (input) => checkPhone(input, { rules: [{ regex: '^\\d+$', message: 'm' }], min: 6, max: 12 }),
  phonePossibleLength: (input) => phonePossibleLength(input, 'US'),
  compileServerPattern,
  'match rule': (input) => runRule('match', input, { message: 'm', value: '^[\\w.-]+@[\\w-]+(\\.[\\w-]+)+$' }, ctx),
  'match rule with an exponential server pattern (capped)': (input) =>
    runRule('match', input, { message: 'm', value: '^(a+)+$' }, ctx),
  'email rule': (input) => runRule('email', input, { message: 'm' }, ctx),
  'dateTime rule': (input) => runRule('dateTime', input, { message: 'm' }, ctx),
  'minValue rule': (input) => runRule('minValue', input, { message: 'm', value: '2020-01-01 00:00:00' }, ctx),
  'phoneConfirm rule': (input) => runRule('phoneConfirm', input, { message: 'm', value: 6 }, ctx),
};

/** Fastest of a few runs, so a garbage-collection pause is not mistaken for backtracking. */
function fastestRunMs(run: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe('no catastrophic backtracking', () => {
  const cases = Object.entries(checks).flatMap(([check, run]) =>
    Object.entries(adversarial).map(([input, text]) => ({ check, input, run, text })),
  );

  it.each(cases)('$check stays linear (under 250 ms) on 100 KB of $input', ({ run, text }) => {
    expect(fastestRunMs(() => run(text))).toBeLessThan(BUDGET_MS);
  });
});
