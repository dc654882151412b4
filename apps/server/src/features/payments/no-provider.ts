import { AppError } from '../../errors';
import type { PaymentProvider } from './provider';

const unavailable = () =>
  new AppError('UNAVAILABLE', 'Payments are not available: no payment provider is enabled', {
    errorCode: 'payments_unavailable',
  });

/**
 * The provider slot when none is enabled (the sandbox is off and no real provider is plugged in):
 * every operation is refused with 503, so nothing pretends to have been paid.
 */
export const NO_PROVIDER: PaymentProvider = {
  name: 'none',
  createDeposit: async () => {
    throw unavailable();
  },
  verifyCallback: () => {
    throw unavailable();
  },
  requestPayout: async () => {
    throw unavailable();
  },
};

/** Refuses a deposit or withdrawal request up front when no provider could complete it. */
export function assertProviderEnabled(provider: PaymentProvider): void {
  if (provider === NO_PROVIDER) throw unavailable();
}
