import { createHash } from 'node:crypto';
import { sandboxCallbackBody } from '@fairline/shared/wire/payment-provider';
import { AppError } from '../../errors';
import type { CallbackRequest, DepositOutcome, PaymentProvider } from './provider';
import { isValidCallbackSignature } from './signature';

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_CALLBACK_PATH = '/web-api/payments/sandbox/callback';
export const sandboxPayPath = (depositId: string) => `/payments/sandbox/pay/${encodeURIComponent(depositId)}`;

/** The test cards of the hosted page (digits only). */
export const SandboxCards = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The shipped provider: a hosted test-card page on this server and HMAC-signed callbacks. */
export function createSandboxProvider(secret: string): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER,
    async createDeposit(order) {
      return { redirectUrl: sandboxPayPath(order.depositId) };
    },
    verifyCallback(req: CallbackRequest): DepositOutcome {
      const signed = {
        rawBody: req.rawBody,
        signature: header(req.headers['x-signature']),
        timestamp: header(req.headers['x-timestamp']),
      };
      if (!isValidCallbackSignature(secret, signed, req.now))
        throw new AppError('UNAUTHORIZED', 'Invalid callback signature');
      const parsed = sandboxCallbackBody.safeParse(parseJson(req.rawBody));
      if (!parsed.success) throw new AppError('VALIDATION', 'Invalid callback body');
      const body = parsed.data;
      return {
        providerTxId: body.provider_tx_id,
        depositId: body.deposit_id,
        succeeded: body.status === 'succeeded',
        amount: body.amount,
        currencyCode: body.currency,
        method: body.method ?? null,
        requestHash: createHash('sha256')
          .update(
            JSON.stringify([
              body.provider_tx_id,
              body.deposit_id,
              body.status,
              body.amount,
              body.currency,
              body.method ?? null,
            ]),
          )
          .digest('hex'),
      };
    },
    async requestPayout(order) {
      return { providerReference: `sbx_payout_${order.withdrawalId}` };
    },
  };
}
