import { randomBytes } from 'node:crypto';
import { paymentIdParams } from '@fairline/shared/wire/cashier';
import { type SandboxCallbackBody, sandboxCardForm, sandboxPage } from '@fairline/shared/wire/payment-provider';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMinor } from './amounts';
import { depositForPage } from './deposits.service';
import { acceptHostedForms, cashierReturnUrl, deliverCallback, outcomeOfStatus } from './hosted-return';
import type { PaymentsContext } from './payments-deps';
import { renderDonePage, renderPayPage } from './sandbox-page';
import { SANDBOX_CALLBACK_PATH, SANDBOX_PROVIDER } from './sandbox-provider';
import { signCallback } from './signature';
import { checkTestCard } from './test-card';

const HTML = 'text/html; charset=utf-8';
// The hosted page answers HTML, for the player's browser.
const htmlAnswer = { content: { 'text/html': { schema: sandboxPage } } };

/**
 * The sandbox provider's hosted page, served here so the whole flow runs offline. It plays the
 * provider: on submit (or on "Back to …", a cancellation) it calls the operator's callback exactly as
 * a real provider would (signed, over the raw body), then sends the browser back to the office.
 */
export function sandboxPageRoutes(scope: FastifyInstance, ctx: PaymentsContext, secret: string) {
  acceptHostedForms(scope);
  const r = scope.withTypeProvider<ZodTypeProvider>();

  const callback = (body: SandboxCallbackBody) => {
    const rawBody = JSON.stringify(body);
    const timestamp = String(Math.floor(ctx.now().getTime() / 1000));
    return deliverCallback(scope, {
      path: SANDBOX_CALLBACK_PATH,
      rawBody,
      headers: { 'x-timestamp': timestamp, 'x-signature': signCallback(secret, timestamp, rawBody) },
    });
  };

  r.get(
    '/payments/sandbox/pay/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox hosted payment page (test card form)',
        params: paymentIdParams,
        response: { 200: htmlAnswer },
      },
    },
    async (req, reply) => {
      const { payment, currency, merchant } = await depositForPage(ctx, req.params.id, SANDBOX_PROVIDER);
      reply.type(HTML).header('cache-control', 'no-store');
      if (payment.status !== 'pending') {
        return renderDonePage(
          payment.status,
          cashierReturnUrl(payment.returnLang, outcomeOfStatus(payment.status)),
          merchant,
          payment.returnLang,
        );
      }
      return renderPayPage({
        depositId: payment.publicId,
        amountText: formatMinor(payment.amount, currency),
        currencyCode: currency.code,
        merchant,
        lang: payment.returnLang,
      });
    },
  );

  r.post(
    '/payments/sandbox/pay/:id',
    {
      // The provider's own form posts here with the player's session cookie riding along.
      config: { csrf: false },
      schema: {
        tags: ['payments'],
        summary: 'Submit the sandbox test card form',
        params: paymentIdParams,
        body: sandboxCardForm,
        // 200: the form again with what to fix; 303: back to the office, no body (ADR 0019).
        response: { 200: htmlAnswer, 303: z.undefined() },
      },
    },
    async (req, reply) => {
      const { payment, currency, merchant } = await depositForPage(ctx, req.params.id, SANDBOX_PROVIDER);
      if (payment.status !== 'pending') {
        return reply.redirect(cashierReturnUrl(payment.returnLang, outcomeOfStatus(payment.status)), 303);
      }
      const card = checkTestCard(req.body, ctx.now());
      if (!card.ok) {
        reply.type(HTML).header('cache-control', 'no-store');
        return renderPayPage({
          depositId: payment.publicId,
          amountText: formatMinor(payment.amount, currency),
          currencyCode: currency.code,
          merchant,
          lang: payment.returnLang,
          problem: card.problem,
        });
      }
      const status = await callback({
        provider_tx_id: `sbx_${randomBytes(12).toString('hex')}`,
        deposit_id: payment.publicId,
        status: card.status,
        amount: payment.amount,
        currency: currency.code,
        method: `card •••• ${card.last4}`,
      });
      return reply.redirect(cashierReturnUrl(payment.returnLang, status === 'credited' ? 'ok' : 'declined'), 303);
    },
  );

  r.post(
    '/payments/sandbox/pay/:id/cancel',
    {
      config: { csrf: false },
      schema: {
        tags: ['payments'],
        summary: 'Leave the sandbox card page: the deposit is cancelled and the player returns to the cashier',
        params: paymentIdParams,
        response: { 303: z.undefined() },
      },
    },
    async (req, reply) => {
      const { payment, currency } = await depositForPage(ctx, req.params.id, SANDBOX_PROVIDER);
      if (payment.status === 'pending') {
        await callback({
          provider_tx_id: `sbx_${randomBytes(12).toString('hex')}`,
          deposit_id: payment.publicId,
          status: 'cancelled',
          amount: payment.amount,
          currency: currency.code,
        });
      }
      // Read again: a payment settled meanwhile returns the player with what it really became.
      const after = await depositForPage(ctx, req.params.id, SANDBOX_PROVIDER);
      return reply.redirect(cashierReturnUrl(payment.returnLang, outcomeOfStatus(after.payment.status)), 303);
    },
  );
}
