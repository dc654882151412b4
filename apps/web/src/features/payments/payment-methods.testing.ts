// Test support: the methods answer of the sandbox's card and e-wallet, as the server describes them.
import type { PaymentMethod, PaymentMethodsAnswer } from '@fairline/shared/wire/cashier-methods';

export const CARD_METHOD: PaymentMethod = {
  code: 'card',
  logo: 'card',
  min: 1,
  max: 10_000,
  quick_amounts: [10, 20, 50, 100],
};
export const EWALLET_METHOD: PaymentMethod = {
  code: 'ewallet',
  logo: 'ewallet',
  min: 5,
  max: 2_000,
  quick_amounts: [10, 20, 50, 100],
};

/** A scriptFetch route answering GET /web-api/payments/methods for any direction and currency. */
export const methodsRoute = (methods: PaymentMethod[] = [CARD_METHOD, EWALLET_METHOD]) => ({
  'GET /web-api/payments/methods': (call: { url: string }) => {
    const query = new URL(call.url, 'http://test').searchParams;
    const body: PaymentMethodsAnswer = {
      direction: query.get('direction') === 'withdrawal' ? 'withdrawal' : 'deposit',
      currency: 'EUR',
      currency_id: Number(query.get('currency_id')),
      methods,
    };
    return { body };
  },
});
