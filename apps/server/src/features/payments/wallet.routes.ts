import { randomBytes } from 'node:crypto';
import { paymentIdParams } from '@fairline/shared/wire/cashier';
import { sandboxPage, type WalletCallbackBody, walletLoginForm } from '@fairline/shared/wire/payment-provider';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMinor } from './amounts';
import { depositForPage } from './deposits.service';
import { acceptHostedForms, cashierReturnUrl, deliverCallback, outcomeOfStatus } from './hosted-return';
import type { PaymentsContext } from './payments-deps';
import { renderDonePage } from './sandbox-page';
import { signCallback } from './signature';
import { checkWalletLogin } from './wallet-check';
import { renderWalletPage } from './wallet-page';
import { WALLET_CALLBACK_PATH, WALLET_PROVIDER } from './wallet-provider';

const HTML = 'text/html; charset=utf-8';
const htmlAnswer = { content: { 'text/html': { schema: sandboxPage } } };

/**
 * The sandbox e-wallet's hosted page ("Fairpay"), served here like the card sandbox's: log in with an
 * e-mail and a test PIN, or go back to the site (a cancellation). It reports each outcome through
 * the wallet's own signed callback, then sends the browser back to the office.
 */
export function walletPageRoutes(scope: FastifyInstance, ctx: PaymentsContext, secret: string) {
  acceptHostedForms(scope);
  const r = scope.withTypeProvider<ZodTypeProvider>();

  const callback = (body: WalletCallbackBody) => {
    const rawBody = JSON.stringify(body);
    const timestamp = String(Math.floor(ctx.now().getTime() / 1000));
    return deliverCallback(scope, {
      path: WALLET_CALLBACK_PATH,
      rawBody,
      headers: { 'x-wallet-timestamp': timestamp, 'x-wallet-signature': signCallback(secret, timestamp, rawBody) },
    });
  };
  const load = (id: string) => depositForPage(ctx, id, WALLET_PROVIDER);
  const txId = () => `fp_${randomBytes(12).toString('hex')}`;

  r.get(
    '/payments/wallet/pay/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox e-wallet hosted page (wallet login)',
        params: paymentIdParams,
        response: { 200: htmlAnswer },
      },
    },
    async (req, reply) => {
      const { payment, currency, merchant } = await load(req.params.id);
      reply.type(HTML).header('cache-control', 'no-store');
      if (payment.status !== 'pending') {
        const back = cashierReturnUrl(payment.returnLang, outcomeOfStatus(payment.status));
        return renderDonePage(payment.status, back, merchant, payment.returnLang);
      }
      return renderWalletPage({
        depositId: payment.publicId,
        amountText: formatMinor(payment.amount, currency),
        currencyCode: currency.code,
        merchant,
        lang: payment.returnLang,
      });
    },
  );

  r.post(
    '/payments/wallet/pay/:id',
    {
      config: { csrf: false },
      schema: {
        tags: ['payments'],
        summary: 'Approve a payment on the sandbox e-wallet page',
        params: paymentIdParams,
        body: walletLoginForm,
        response: { 200: htmlAnswer, 303: z.undefined() },
      },
    },
    async (req, reply) => {
      const { payment, currency, merchant } = await load(req.params.id);
      if (payment.status !== 'pending') {
        return reply.redirect(cashierReturnUrl(payment.returnLang, outcomeOfStatus(payment.status)), 303);
      }
      const login = checkWalletLogin(req.body);
      if (!login.ok) {
        reply.type(HTML).header('cache-control', 'no-store');
        return renderWalletPage({
          depositId: payment.publicId,
          amountText: formatMinor(payment.amount, currency),
          currencyCode: currency.code,
          merchant,
          lang: payment.returnLang,
          email: req.body.email,
          problem: login.problem,
        });
      }
      const status = await callback({
        transaction_id: txId(),
        order_id: payment.publicId,
        result: login.result,
        amount_minor: payment.amount,
        currency: currency.code,
        wallet: login.wallet,
      });
      return reply.redirect(cashierReturnUrl(payment.returnLang, status === 'credited' ? 'ok' : 'declined'), 303);
    },
  );

  r.post(
    '/payments/wallet/pay/:id/cancel',
    {
      config: { csrf: false },
      schema: {
        tags: ['payments'],
        summary: 'Leave the sandbox e-wallet page: the deposit is cancelled and the player returns to the cashier',
        params: paymentIdParams,
        response: { 303: z.undefined() },
      },
    },
    async (req, reply) => {
      const { payment, currency } = await load(req.params.id);
      if (payment.status === 'pending') {
        await callback({
          transaction_id: txId(),
          order_id: payment.publicId,
          result: 'cancelled',
          amount_minor: payment.amount,
          currency: currency.code,
        });
      }
      // Read again: a payment settled meanwhile returns the player with what it really became.
      const after = await load(req.params.id);
      return reply.redirect(cashierReturnUrl(payment.returnLang, outcomeOfStatus(after.payment.status)), 303);
    },
  );
}
