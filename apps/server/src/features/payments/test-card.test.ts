import { describe, expect, it } from 'vitest';
import { renderPayPage } from './sandbox-page';
import { checkTestCard } from './test-card';

const now = new Date('2026-05-01T12:00:00Z');

describe('checkTestCard', () => {
  it('lets 4242 4242 4242 4242 succeed and 4000 0000 0000 0002 be declined', () => {
    expect(checkTestCard({ card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, now)).toEqual({
      ok: true,
      status: 'succeeded',
      last4: '4242',
    });
    expect(checkTestCard({ card_number: '4000-0000-0000-0002', expiry: '05/26', cvc: '1234' }, now)).toEqual({
      ok: true,
      status: 'declined',
      last4: '0002',
    });
  });

  it.each([
    ['an unknown card', { card_number: '5555 5555 5555 4444', expiry: '12/30', cvc: '123' }, 'test_card'],
    ['an expired card', { card_number: '4242424242424242', expiry: '04/26', cvc: '123' }, 'card_expired'],
    ['a malformed expiry', { card_number: '4242424242424242', expiry: '13/30', cvc: '123' }, 'expiry_format'],
    ['a malformed CVC', { card_number: '4242424242424242', expiry: '12/30', cvc: '12' }, 'cvc'],
  ])('refuses %s, naming the problem for the page to say in its language', (_name, form, problem) => {
    expect(checkTestCard(form, now)).toEqual({ ok: false, problem });
  });
});

describe('renderPayPage', () => {
  it('is a plain form without scripts and escapes what it shows', () => {
    const html = renderPayPage({
      depositId: 'dep_1',
      amountText: '10.00',
      currencyCode: 'USD',
      merchant: 'Fair<line>',
      problem: 'cvc',
    });
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('method="post" action="/payments/sandbox/pay/dep_1"');
    expect(html).toContain('Pay Fair&lt;line&gt;');
    expect(html).not.toContain('Fair<line>');
    expect(html).toContain('<div class="error" role="alert">Enter the 3 or 4 digit CVC</div>');
  });

  it('offers a way back to the merchant that cancels the payment', () => {
    const html = renderPayPage({ depositId: 'dep_1', amountText: '10.00', currencyCode: 'USD', merchant: 'Fairline' });
    expect(html).toContain('<form method="post" action="/payments/sandbox/pay/dep_1/cancel">');
    expect(html).toContain('Back to Fairline</button>');
  });
});
