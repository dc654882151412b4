import { describe, expect, it } from 'vitest';
import { normalizeV1Rules } from './v1-rules';

describe('normalizeV1Rules', () => {
  it('drops rules with an empty message or an empty value', () => {
    expect(
      normalizeV1Rules({
        required: { message: 'enter_name', value: true },
        minLength: { message: '', value: 2 },
        maxLength: { message: 'too_long', value: '' },
        match: { message: 'bad', value: null },
        email: { message: '   ', value: true },
        compare: { message: 'differ' },
        minValue: { message: 'too_small', value: 0 },
      }),
    ).toEqual({
      required: { message: 'enter_name', value: true },
      minValue: { message: 'too_small', value: 0 },
    });
  });

  it('keeps a required rule whose value is false (false is a value)', () => {
    expect(normalizeV1Rules({ required: { message: 'm', value: false } })).toEqual({
      required: { message: 'm', value: false },
    });
  });

  it('drops unknown rule types and copes with no rules', () => {
    expect(normalizeV1Rules({ unknown: { message: 'm', value: 1 } })).toEqual({});
    expect(normalizeV1Rules(undefined)).toEqual({});
  });
});
