// @vitest-environment jsdom
import type { BonusRecord } from '@fairline/shared/wire/bonuses';
import type { Promotion } from '@fairline/shared/wire/promotions';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite, scriptFetch } from '../../test/accounts-test-utils';
import { PromoCodeForm } from './promo-code-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RULES = {
  multiplier: 5,
  minOddsSingle: 1.5,
  minOddsLeg: 1.4,
  minOddsExpress: 2,
  sportWeight: 100,
  casinoWeight: 0,
  maxBet: 20_00,
};
const START20 = {
  slug: 'promo-start',
  code: 'PROMO_START',
  kind: 'promo',
  type: 3,
  product: 'sport',
  name: 'Promo code START20',
  description: '',
  promoCode: 'START20',
  percent: null,
  amount: 20_00,
  minDeposit: null,
  currencyId: 10,
  currencyIso: 'USD',
  validDays: 14,
  startsAt: null,
  endsAt: null,
  rules: RULES,
} satisfies Promotion;
const GRANTED = {
  id: 9,
  idBonus: 4,
  type: 3,
  name: 'Promo code START20',
  start: new Date().toISOString(),
  end: new Date().toISOString(),
  currentValue: 0,
  requiredValue: 100_00,
  isClosed: false,
  progressPercent: 0,
  width: 0,
  money: 20_00,
  amount: 20_00,
  closedAmount: null,
  expirationDate: new Date().toISOString(),
  currencyId: 10,
  currencyIso: 'USD',
  promoId: 'PROMO_START',
  status: 'active',
  product: 'sport',
  rules: RULES,
} satisfies BonusRecord;

const enter = (code: string) => {
  fireEvent.change(screen.getByLabelText('Enter a promo code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Check the code' }));
};

describe('the office’s promo code', () => {
  it('says why a code gives nothing, shows what a good one gives, and activates it only when asked', async () => {
    let activations = 0;
    const { calls } = scriptFetch({
      'POST /web-api/officeapi/promo/check': (call) => {
        const code = String((call.body as { promo_code: string }).promo_code).toUpperCase();
        const isValid = code === 'START20';
        return {
          body: {
            data: {
              promoCode: code,
              isValid,
              refusal: isValid ? null : 'promo_expired',
              promotion: isValid ? START20 : null,
            },
          },
        };
      },
      'POST /web-api/officeapi/promo/activate': () => {
        activations += 1;
        // The first try loses the race for the last activation; the second one is granted.
        return activations === 1
          ? { status: 409, body: { message: 'used up', error_code: 'promo_exhausted', validation_errors: {} } }
          : { body: { data: GRANTED } };
      },
    });
    document.documentElement.lang = 'en';
    renderWithSite(<PromoCodeForm />);

    enter('old2025');
    expect((await screen.findByRole('alert')).textContent).toBe('This promo code has expired.');

    enter('start20');
    const offer = await screen.findByTestId('promo-code-offer');
    expect(offer.textContent).toMatch(/This code gives you Promo code START20: .*20\.00/);
    expect(offer.textContent).toContain('Wager it 5 times within 14 days');
    expect(calls.some((c) => c.url.includes('/promo/activate'))).toBe(false);

    fireEvent.click(within(offer).getByRole('button', { name: 'Activate' }));
    expect((await within(offer).findByRole('alert')).textContent).toBe('This promo code has been used up.');
    fireEvent.click(within(offer).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('is on your bonus account'));
    expect(calls.filter((c) => c.url.includes('/promo/activate')).map((c) => c.body)).toEqual([
      { promo_code: 'START20' },
      { promo_code: 'START20' },
    ]);
  });
});
