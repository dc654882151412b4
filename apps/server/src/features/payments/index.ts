import fp from 'fastify-plugin';
import { paymentsRoutes } from './payments.routes';
import type { PaymentsDeps } from './payments-deps';

/**
 * The payments feature: deposits through the provider's hosted page and signed callback, withdrawals
 * the operator pays or rejects, the office's payment data and deposit limits.
 */
export const paymentsPlugin = fp<PaymentsDeps>(
  async (app, deps) => {
    await paymentsRoutes(app, deps);
  },
  { name: 'payments' },
);
