import { randomBytes } from 'node:crypto';
import { paymentIdParams } from '@fairline/shared/wire/cashier';
import { type SandboxCallbackBody, sandboxCardForm, sandboxPage } from '@fairline/shared/wire/payment-provider';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMinor } from './amounts';
import { depositForPage } from './deposits.service';
import type { PaymentsContext } from './payments-deps';
import { renderDonePage, renderPayPage } from './sandbox-page';
import { SANDBOX_CALLBACK_PATH } from './sandbox-provider';
import { signCallback } from './signature';
import { checkTestCard } from './test-card';

const FORM_BODY_LIMIT = 2048;
const HTML = 'text/html; charset=utf-8';
// The hosted page answers HTML, for the player's browser.
const htmlAnswer = { content: { 'text/html': { schema: sandboxPage } } };

const returnUrl = (lang: string | null, outcome: 'ok' | 'declined') =>
  `/${lang ?? 'ru'}/office/payments?deposit=${outcome}`;

/**
 * The sandbox provider's hosted page, served here so the whole flow runs offline. It plays the
 * provider: on submit it calls the operator's callback exactly as a real provider would (signed,
 * over the raw body), then sends the browser back to the office.
 */
export function sandboxPageRoutes(scope: FastifyInstance, ctx: PaymentsContext, secret: string) {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  const r = scope.withTypeProvider<ZodTypeProvider>();

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
      const { payment, currency } = await depositForPage(ctx, req.params.id);
      reply.type(HTML).header('cache-control', 'no-store');
      if (payment.status !== 'pending') {
        return renderDonePage(
          payment.status,
          returnUrl(payment.returnLang, payment.status === 'credited' ? 'ok' : 'declined'),
        );
      }
      return renderPayPage({
        depositId: payment.publicId,
        amountText: formatMinor(payment.amount, currency),
        currencyCode: currency.code,
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
      const { payment, currency } = await depositForPage(ctx, req.params.id);
      if (payment.status !== 'pending') {
        return reply.redirect(returnUrl(payment.returnLang, payment.status === 'credited' ? 'ok' : 'declined'), 303);
      }
      const card = checkTestCard(req.body, ctx.now());
      if (!card.ok) {
        reply.type(HTML).header('cache-control', 'no-store');
        return renderPayPage({
          depositId: payment.publicId,
          amountText: formatMinor(payment.amount, currency),
          currencyCode: currency.code,
          error: card.error,
        });
      }
      const callback: SandboxCallbackBody = {
        provider_tx_id: `sbx_${randomBytes(12).toString('hex')}`,
        deposit_id: payment.publicId,
        status: card.status,
        amount: payment.amount,
        currency: currency.code,
        method: `card •••• ${card.last4}`,
      };
      const rawBody = JSON.stringify(callback);
      const timestamp = String(Math.floor(ctx.now().getTime() / 1000));
      const answer = await scope.inject({
        method: 'POST',
        url: SANDBOX_CALLBACK_PATH,
        headers: {
          'content-type': 'application/json',
          'x-timestamp': timestamp,
          'x-signature': signCallback(secret, timestamp, rawBody),
        },
        payload: rawBody,
      });
      const credited = answer.statusCode === 200 && answer.json<{ status: string }>().status === 'credited';
      return reply.redirect(returnUrl(payment.returnLang, credited ? 'ok' : 'declined'), 303);
    },
  );
}
