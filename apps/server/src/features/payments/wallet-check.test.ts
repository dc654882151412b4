import { describe, expect, it } from 'vitest';
import { checkWalletLogin } from './wallet-check';

describe('sandbox wallet login', () => {
  it('approves with PIN 1234 and names the wallet without showing the whole address', () => {
    expect(checkWalletLogin({ email: ' anna@mail.test ', pin: '1234' })).toEqual({
      ok: true,
      result: 'approved',
      wallet: 'Fairpay a•••@mail.test',
    });
  });

  it('has the wallet refuse the payment with PIN 0000', () => {
    expect(checkWalletLogin({ email: 'anna@mail.test', pin: '0000' })).toMatchObject({ ok: true, result: 'rejected' });
  });

  it('asks again, paying nothing, for a malformed e-mail or any other PIN', () => {
    expect(checkWalletLogin({ email: 'anna', pin: '1234' })).toEqual({ ok: false, problem: 'email' });
    expect(checkWalletLogin({ email: 'anna@mail.test', pin: '9999' })).toEqual({ ok: false, problem: 'wrong_pin' });
  });
});
