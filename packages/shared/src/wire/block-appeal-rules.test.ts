import { describe, expect, it } from 'vitest';
import { checkBlockAppeal } from './block-appeal-rules';

const valid = { email: 'ann@example.com', account: '', message: 'My account was blocked after a password reset.' };

describe('checkBlockAppeal', () => {
  it('accepts an appeal with an e-mail and a message of at least 20 characters, the account being optional', () => {
    expect(checkBlockAppeal(valid)).toEqual({});
    expect(checkBlockAppeal({ ...valid, account: '1000001' })).toEqual({});
  });

  it('asks for the e-mail and the message when they are empty or only spaces', () => {
    expect(checkBlockAppeal({ email: ' ', account: '', message: '  ' })).toEqual({
      email: { key: 'required' },
      message: { key: 'required' },
    });
  });

  it('explains a wrong e-mail with the shared e-mail rule', () => {
    expect(checkBlockAppeal({ ...valid, email: 'ann.example.com' }).email).toEqual({ key: 'email_no_at' });
  });

  it('bounds the message to 20–2000 characters after trimming, and the account to 100', () => {
    expect(checkBlockAppeal({ ...valid, message: `  ${'x'.repeat(19)}  ` }).message).toEqual({
      key: 'min_symbols_limit',
      params: { min: 20 },
    });
    expect(checkBlockAppeal({ ...valid, message: 'x'.repeat(2001) }).message).toEqual({
      key: 'max_symbols_limit',
      params: { max: 2000 },
    });
    expect(checkBlockAppeal({ ...valid, message: 'x'.repeat(2000) })).toEqual({});
    expect(checkBlockAppeal({ ...valid, account: 'a'.repeat(101) }).account?.key).toBe('max_symbols_limit');
  });
});
