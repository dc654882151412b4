import { sandboxCallbackBody } from '@fairline/shared/wire/payment-provider';
import type { CallbackRequest, DepositOutcome, PaymentProvider } from './provider';
import { callbackHash, readSignedCallback } from './signature';

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_CALLBACK_PATH = '/web-api/payments/sandbox/callback';
export const sandboxPayPath = (depositId: string) => `/payments/sandbox/pay/${encodeURIComponent(depositId)}`;

/** The test cards of the hosted page (digits only). */
export const SandboxCards = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;

/** The shipped provider: a hosted test-card page on this server and HMAC-signed callbacks. */
export function createSandboxProvider(secret: string): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER,
    async createDeposit(order) {
      return { redirectUrl: sandboxPayPath(order.depositId) };
    },
    verifyCallback(req: CallbackRequest): DepositOutcome {
      const body = readSignedCallback(
        secret,
        req,
        { signature: 'x-signature', timestamp: 'x-timestamp' },
        sandboxCallbackBody,
      );
      return {
        providerTxId: body.provider_tx_id,
        depositId: body.deposit_id,
        result: body.status,
        amount: body.amount,
        currencyCode: body.currency,
        method: body.method ?? null,
        requestHash: callbackHash([
          body.provider_tx_id,
          body.deposit_id,
          body.status,
          body.amount,
          body.currency,
          body.method ?? null,
        ]),
      };
    },
    async requestPayout(order) {
      return { providerReference: `sbx_payout_${order.withdrawalId}` };
    },
  };
}
