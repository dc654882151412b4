import { describe, expect, it } from 'vitest';
import { type PaymentAccessRow, paymentAccessOf } from './payment-access';

const now = new Date('2026-05-01T12:00:00Z');
const verified: PaymentAccessRow = {
  status: 'active',
  email_verified_at: '2026-01-01T00:00:00Z',
  phone_verified_at: null,
  profile: {},
};

describe('paymentAccessOf', () => {
  it('lets an active, verified player deposit and withdraw', () => {
    expect(paymentAccessOf(verified, now)).toEqual({ rechargeBlocked: false, deduceBlocked: false, needVerify: false });
  });

  it('blocks both ways for a blocked or closed account', () => {
    for (const status of ['blocked', 'closed']) {
      expect(paymentAccessOf({ ...verified, status }, now)).toMatchObject({
        rechargeBlocked: true,
        deduceBlocked: true,
      });
    }
  });

  it('stops deposits but not withdrawals during a self-exclusion or time-out', () => {
    for (const key of ['self_excluded_until', 'time_out_until']) {
      const access = paymentAccessOf({ ...verified, profile: { [key]: '2026-06-01T00:00:00Z' } }, now);
      expect(access).toMatchObject({ rechargeBlocked: true, deduceBlocked: false });
    }
  });

  it('ignores an exclusion that has ended', () => {
    expect(
      paymentAccessOf({ ...verified, profile: { self_excluded_until: '2026-04-01T00:00:00Z' } }, now).rechargeBlocked,
    ).toBe(false);
  });

  it('blocks withdrawals frozen by the operator', () => {
    expect(paymentAccessOf({ ...verified, profile: { withdrawals_blocked: true } }, now)).toMatchObject({
      rechargeBlocked: false,
      deduceBlocked: true,
    });
  });

  it('asks for verification when neither e-mail nor phone is confirmed', () => {
    expect(paymentAccessOf({ ...verified, email_verified_at: null }, now).needVerify).toBe(true);
    expect(
      paymentAccessOf({ ...verified, email_verified_at: null, phone_verified_at: new Date() }, now).needVerify,
    ).toBe(false);
  });
});
