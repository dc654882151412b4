import { walletCallbackBody } from '@fairline/shared/wire/payment-provider';
import type { CallbackRequest, DepositOutcome, PaymentProvider } from './provider';
import { callbackHash, readSignedCallback } from './signature';

export const WALLET_PROVIDER = 'sandbox_wallet';
export const WALLET_CALLBACK_PATH = '/web-api/payments/sandbox-wallet/callback';
export const walletPayPath = (depositId: string) => `/payments/wallet/pay/${encodeURIComponent(depositId)}`;

/** The sandbox wallet's test accounts: any e-mail; the PIN decides. */
export const WalletPins = { approves: '1234', rejects: '0000' } as const;

const RESULTS = { approved: 'succeeded', rejected: 'declined', cancelled: 'cancelled' } as const;

/**
 * The second sandbox provider, an e-wallet ("Fairpay"): its own hosted login page, its own callback
 * words (order, result, amount_minor) and headers, HMAC-signed like the card sandbox. It shows that
 * the cashier depends only on the PaymentProvider interface, not on one provider's format.
 */
export function createSandboxWalletProvider(secret: string): PaymentProvider {
  return {
    name: WALLET_PROVIDER,
    async createDeposit(order) {
      return { redirectUrl: walletPayPath(order.depositId) };
    },
    verifyCallback(req: CallbackRequest): DepositOutcome {
      const body = readSignedCallback(
        secret,
        req,
        { signature: 'x-wallet-signature', timestamp: 'x-wallet-timestamp' },
        walletCallbackBody,
      );
      return {
        providerTxId: body.transaction_id,
        depositId: body.order_id,
        result: RESULTS[body.result],
        amount: body.amount_minor,
        currencyCode: body.currency,
        method: body.wallet ?? null,
        requestHash: callbackHash([
          WALLET_PROVIDER,
          body.transaction_id,
          body.order_id,
          body.result,
          body.amount_minor,
          body.currency,
          body.wallet ?? null,
        ]),
      };
    },
    async requestPayout(order) {
      return { providerReference: `fairpay_payout_${order.withdrawalId}` };
    },
  };
}
